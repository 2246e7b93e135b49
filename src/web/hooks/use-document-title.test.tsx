// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle, usePageTitle } from '@/web/hooks/use-document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function Header() {
  return <p>{usePageTitle() || 'Dashboard'}</p>;
}

describe("a page's title, for the tab and the dashboard header (docs/product.md#dashboard-shell)", () => {
  it('names the tab and the header while the page is shown, and gives both back when it goes', () => {
    document.title = 'Equipped';
    const view = render(
      <>
        <Header />
        <Page title="My Workouts" />
      </>,
    );
    expect(screen.getByText('My Workouts')).toBeTruthy();
    expect(document.title).toBe('My Workouts · Equipped');
    act(() =>
      view.rerender(
        <>
          <Header />
          <Page title="Push day" />
        </>,
      ),
    );
    expect(screen.getByText('Push day')).toBeTruthy();
    expect(document.title).toBe('Push day · Equipped');
    act(() => view.rerender(<Header />));
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(document.title).toBe('Equipped');
  });
});
