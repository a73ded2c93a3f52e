import type { FilterSelection } from '../../../model/search.js';
import type { SortState } from '../../logic/search-url.js';

/**
 * The parts of the search state a GET form does not ask for itself, as hidden fields, so that
 * submitting it without JavaScript keeps them (requirements §5: the URL is the whole state).
 */
export function SearchStateFields({
  filters = [],
  sort = null,
}: {
  filters?: FilterSelection;
  sort?: SortState | null;
}) {
  return (
    <>
      {filters.flatMap((g) =>
        g.values.map((v) => <input key={`${g.name}=${v}`} type="hidden" name={g.name} value={v} />),
      )}
      {sort && (
        <>
          <input type="hidden" name="srt" value={sort.field} />
          <input type="hidden" name="srt_direction" value={sort.direction} />
        </>
      )}
    </>
  );
}
