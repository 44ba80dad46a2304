import { BlockList } from '@jamstalldhet/blocks';
import { useAuth } from '../app/services';
import { usePage } from '../data/use-page';

// Placeholder until its owner builds it.
export function ContentPage({ slug }: { slug: string }) {
  const { status } = useAuth();
  const { result } = usePage(status === 'loading' ? null : slug, status === 'authenticated');
  return result ? <BlockList blocks={result.page.components} /> : null;
}
