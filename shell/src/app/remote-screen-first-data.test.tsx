import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sharedApi, useCategoryLabelsQuery, type RemoteRoute } from '@insolvency/shared-auth';
import { createTestStore, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { RemoteScreen } from './remote-screen';

// A page's first screen only: the page (this test file) draws one, so one test.
describe("RemoteScreen's first screen and its data", () => {
  let fetchStub: FetchStub;
  afterEach(() => fetchStub.restore());

  it('is drawn once, with the data its prefetch asked for, when that data comes soon after the code', async () => {
    let answer: (categories: unknown) => void = () => undefined;
    fetchStub = stubFetch({
      'GET /api/label/nestedcategories': () => new Promise((resolve) => (answer = (body) => resolve({ status: 200, body }))),
    });
    const drawn: string[] = [];
    function Categories() {
      const { data, isLoading } = useCategoryLabelsQuery();
      const text = isLoading ? 'Loading categories' : `${data?.categoryLabels.length ?? 0} categories`;
      drawn.push(text);
      return <p>{text}</p>;
    }
    let codeIn: (screen: { default: typeof Categories }) => void = () => undefined;
    const route: RemoteRoute = {
      name: 'ConditionalHome',
      path: '/',
      guard: 'public',
      load: () => new Promise((resolve) => (codeIn = resolve)),
      prefetch: ({ dispatch }) => dispatch(sharedApi.util.prefetch('categoryLabels', undefined, {})),
    };

    render(
      <Provider store={createTestStore()}>
        <UiProvider>
          <MemoryRouter initialEntries={['/']}>
            <RemoteScreen route={route} area="public" />
          </MemoryRouter>
        </UiProvider>
      </Provider>,
    );

    expect(screen.getByRole('status')).toBeInTheDocument();
    // The code arrives first; the data a moment later, well within the wait.
    codeIn({ default: Categories });
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer({ categoryLabels: [{ categoryId: 1, description: 'Retail', childCategories: [] }] });
    expect(await screen.findByText('1 categories')).toBeInTheDocument();
    expect(drawn).not.toContain('Loading categories');
    expect(fetchStub.callsTo('GET', '/api/label/nestedcategories')).toHaveLength(1);
  });
});
