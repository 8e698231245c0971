import type { ReactNode } from 'react';
import type { Post } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState, PHONE_LAYOUT_MEDIA, usePageTitle } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Tabs } from '@insolvency/shared-ui/data';
import { Alert } from '@insolvency/shared-ui/feedback';
import { useSellerDealRoomSummaryQuery } from '../../../api/deal-room-summary-api';
import { DealRoomCounts } from '../../../components/deal-room-summary';
import { PostFrame } from '../../../components/post-frame';
import { useSellerDealRoomQuery } from '../api/deal-room-workspace-api';
import { useWorkspaceTab, WORKSPACE_TABS, type WorkspaceTab } from '../hooks/use-workspace-tab';
import { BuyersTab } from './buyers-tab';
import { DocumentsTab } from './documents-tab';
import { OffersTab } from './offers-tab';
import { QuestionsTab } from './questions-tab';
import { SettingsTab } from './settings-tab';

export const WORKSPACE_TEXTS = {
  title: 'Deal Room',
  loadFailed: 'The deal room could not be loaded. Please try again.',
  adminReadOnly: 'You are viewing this deal room as Admin: you can read everything but change nothing.',
} as const;

export const WORKSPACE_TABS_CLASS = 'im-deal-room-tabs';
/**
 * The tabs as antd's small size draws them, closer together, in the mobile layout (the five fit a
 * 390 px phone): by rules, so the server's page (no width known) is already a phone's and the tab
 * bar keeps its height when the app takes over. More classes than antd's own rules, which they
 * override.
 */
export const WORKSPACE_TABS_RULES = (token: { paddingXS: number; marginSM: number }) =>
  `${PHONE_LAYOUT_MEDIA}{` +
  `.${WORKSPACE_TABS_CLASS}.ant-tabs>.ant-tabs-nav .ant-tabs-tab{padding:${token.paddingXS}px 0}` +
  `.${WORKSPACE_TABS_CLASS}.ant-tabs>.ant-tabs-nav .ant-tabs-tab+.ant-tabs-tab{margin:0 0 0 ${token.marginSM}px}}`;

function Workspace({ post }: { post: Post }) {
  const { token } = theme.useToken();
  const postId = post.businessId;
  const [tab, openTab] = useWorkspaceTab();
  const room = useSellerDealRoomQuery(postId);
  const summary = useSellerDealRoomSummaryQuery(postId);
  usePageTitle(`${WORKSPACE_TEXTS.title}: ${post.activityHeading}`);

  if (room.isLoading) return <LoadingState label="Loading the deal room…" />;
  if (!room.data) return <Alert type="error" showIcon title={apiErrorMessage(room.error) ?? WORKSPACE_TEXTS.loadFailed} />;
  const { canEdit } = room.data;
  const panels: Record<WorkspaceTab, ReactNode> = {
    buyers: <BuyersTab postId={postId} canEdit={canEdit} />,
    documents: <DocumentsTab postId={postId} canEdit={canEdit} />,
    questions: <QuestionsTab postId={postId} canEdit={canEdit} />,
    offers: <OffersTab postId={postId} />,
    settings: <SettingsTab room={room.data} />,
  };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: token.margin }}>
      {canEdit ? null : <Alert type="info" showIcon title={WORKSPACE_TEXTS.adminReadOnly} />}
      {summary.data ? (
        <DealRoomCounts
          summary={summary.data}
          style={{ padding: token.paddingSM, background: token.colorBgContainer, border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
        />
      ) : null}
      <style href={WORKSPACE_TABS_CLASS} precedence={WORKSPACE_TABS_CLASS}>
        {WORKSPACE_TABS_RULES(token)}
      </style>
      <Tabs
        className={WORKSPACE_TABS_CLASS}
        activeKey={tab}
        onChange={(key) => openTab(key as WorkspaceTab)}
        // Only the open tab is drawn (and its calls made); a tab once opened keeps its state.
        items={WORKSPACE_TABS.map(({ key, label }) => ({ key, label, children: <div style={{ minWidth: 0 }}>{panels[key]}</div> }))}
      />
    </div>
  );
}

/**
 * ManageDealRoom (`/post/:id/manage-deal-room?tab=…`, issue 49): the seller's workspace for a
 * post's deal room, one tab each for the buyers, the documents, the questions, the offers and the
 * settings, under the counts of the owner panel's card. Admin sees it read-only.
 */
export default function DealRoomWorkspace() {
  return (
    <PostFrame title={WORKSPACE_TEXTS.title} maxWidth={1280}>
      {(post) => <Workspace post={post} />}
    </PostFrame>
  );
}
