import { useParams } from 'react-router-dom';

/** The route's `:id` as a positive id, or null when the address holds something else. */
export function useRouteId(): number | null {
  const { id } = useParams();
  if (!id || !/^[1-9]\d{0,8}$/.test(id)) return null;
  return Number(id);
}
