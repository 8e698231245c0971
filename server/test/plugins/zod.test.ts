import { z } from 'zod';
import { matchKeysCaseInsensitively } from '../../src/plugins/zod';

describe('matchKeysCaseInsensitively', () => {
  const schema = z.object({
    Email: z.string(),
    Email2: z.string().nullable().optional(),
    Locations: z.array(z.object({ LocationId: z.number() })),
    Nested: z.object({ TownCity: z.string() }).optional(),
  });

  test('maps keys onto the schema at every depth, keeps unknown keys, exact keys win', () => {
    expect(
      matchKeysCaseInsensitively(schema, {
        email: 'a@b.c',
        EMAIL2: null,
        locations: [{ locationid: 1 }],
        nested: { towncity: 'Leeds' },
        Extra: 1,
      }),
    ).toEqual({ Email: 'a@b.c', Email2: null, Locations: [{ LocationId: 1 }], Nested: { TownCity: 'Leeds' }, Extra: 1 });
    expect(matchKeysCaseInsensitively(schema, { email: 'lower', Email: 'exact' })).toEqual({ Email: 'exact' });
  });

  test('sees through refinements, transforms, unions and intersections', () => {
    const refined = schema.refine(() => true).transform((v) => v);
    expect(matchKeysCaseInsensitively(refined, { email: 'x' })).toEqual({ Email: 'x' });
    const union = z.union([z.object({ Startdate: z.string() }), z.object({ StartDate: z.string(), EndDate: z.string() })]);
    expect(matchKeysCaseInsensitively(union, { enddate: 'e' })).toEqual({ EndDate: 'e' });
    const both = z.intersection(z.object({ A: z.string() }), z.object({ B: z.string() }));
    expect(matchKeysCaseInsensitively(both, { a: '1', b: '2' })).toEqual({ A: '1', B: '2' });
  });

  test('keys named like Object members (constructor, toString) are unknown keys, not schema fields', () => {
    expect(matchKeysCaseInsensitively(schema, { Email: 'a@b.c', constructor: 'undefined', toString: {}, hasOwnProperty: 1 })).toEqual({
      Email: 'a@b.c',
      constructor: 'undefined',
      toString: {},
      hasOwnProperty: 1,
    });
  });

  test('leaves non-objects alone', () => {
    expect(matchKeysCaseInsensitively(schema, 'text')).toBe('text');
    expect(matchKeysCaseInsensitively(z.string(), { a: 1 })).toEqual({ a: 1 });
  });
});
