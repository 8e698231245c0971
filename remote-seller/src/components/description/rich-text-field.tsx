import { useEffect } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, theme } from '@insolvency/shared-ui/base';
import { fieldErrorId, fieldLabelId, FormField } from '@insolvency/shared-ui/forms';

export interface RichTextFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  required?: boolean;
  id: string;
}

/** The formats a description may use; the server's allow-list (sanitize-html) keeps the same. */
const EDITOR_EXTENSIONS = [StarterKit.configure({ heading: { levels: [3, 4] }, code: false, codeBlock: false, horizontalRule: false, strike: false, link: false, underline: false })];

/** An empty editor's HTML, which the form holds as an empty description. */
const EMPTY_DOCUMENT = '<p></p>';

function Toolbar({ editor, labelId }: { editor: Editor; labelId: string }) {
  const { token } = theme.useToken();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });
  const tools: { key: keyof typeof state; label: string; text: string; run: () => void }[] = [
    { key: 'bold', label: 'Bold', text: 'B', run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: 'Italic', text: 'I', run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'heading', label: 'Heading', text: 'H', run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', label: 'Bulleted list', text: '•', run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', label: '1. Numbered list', text: '1.', run: () => editor.chain().focus().toggleOrderedList().run() },
  ];
  return (
    <div role="toolbar" aria-labelledby={labelId} style={{ display: 'flex', gap: token.marginXXS, padding: token.paddingXXS, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      {tools.map((tool) => (
        <Button
          key={tool.key}
          size="small"
          type={state[tool.key] ? 'primary' : 'text'}
          aria-label={tool.label}
          aria-pressed={state[tool.key]}
          onClick={tool.run}
          style={{ minWidth: 32, fontWeight: tool.key === 'bold' ? 700 : undefined, fontStyle: tool.key === 'italic' ? 'italic' : undefined }}
        >
          {tool.text}
        </Button>
      ))}
    </div>
  );
}

/**
 * A post's description as formatted text (paragraphs, bold, italic, headings, lists), bound to a
 * form field holding its HTML (empty text when nothing is written). TipTap (ProseMirror) edits it;
 * the server sanitises the HTML on every write, so what is shown is what the allow-list keeps.
 */
export function RichTextField<F extends FieldValues>({ control, name, label, required, id }: RichTextFieldProps<F>) {
  const { token } = theme.useToken();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message || undefined;
  const labelId = fieldLabelId(id);
  const html = typeof field.value === 'string' ? field.value : '';
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: html,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': fieldErrorId(id) } : {}),
        style: `min-height: 200px; padding: ${token.paddingSM}px; outline: none;`,
      },
    },
    onUpdate: ({ editor: current }) => field.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => field.onBlur(),
  }, [error]);

  // A value set from outside (the stripped text after the contact-detail check, a reset) is shown.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== html) editor.commands.setContent(html === '' ? EMPTY_DOCUMENT : html, { emitUpdate: false });
  }, [editor, html]);

  return (
    <FormField id={id} label={label} required={required} error={error}>
      <div
        style={{
          border: `1px solid ${fieldState.invalid ? token.colorError : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
        }}
      >
        {editor ? <Toolbar editor={editor} labelId={labelId} /> : null}
        <EditorContent editor={editor} />
      </div>
    </FormField>
  );
}
