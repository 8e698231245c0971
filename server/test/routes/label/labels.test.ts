import { CAPACITY_CODE_REQUIRING_IP_NAME } from '@insolvency/shared-contracts';
import { seedDatabase } from '../../../src/seed';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDatabase(t.db, { demo: false, now: new Date() });
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

const label = (idKey: string) => ({ [idKey]: expect.any(Number), description: expect.any(String) });
const nonEmptyListOf = (item: object) => expect.arrayContaining([expect.objectContaining(item)]);

test('label/location answers the UK regions and nations', async () => {
  const { status, body } = await get('/api/label/location');
  expect(status).toBe(200);
  expect(Object.keys(body)).toEqual(['locationLabels']);
  expect(body.locationLabels).toContainEqual({ locationId: 7, description: 'Yorkshire and the Humber' });
  expect(body.locationLabels.map((location: { description: string }) => location.description)).toEqual(
    expect.arrayContaining(['London', 'Scotland', 'Wales', 'Northern Ireland']),
  );
});

test('label/employee and label/turnover answer their bands', async () => {
  const employee = await get('/api/label/employee');
  expect(employee.status).toBe(200);
  expect(employee.body).toEqual({ employeeFields: nonEmptyListOf(label('employeesId')) });
  const turnover = await get('/api/label/turnover');
  expect(turnover.status).toBe(200);
  expect(turnover.body).toEqual({ turnoverLabels: nonEmptyListOf(label('turnoverId')) });
});

test('label/location-size answers locations, employee and turnover bands together', async () => {
  const { status, body } = await get('/api/label/location-size');
  expect(status).toBe(200);
  expect(body).toEqual({
    locationLabels: nonEmptyListOf(label('locationId')),
    employeeLabels: nonEmptyListOf(label('employeesId')),
    turnoverLabels: nonEmptyListOf(label('turnoverId')),
  });
});

test('label/newpost answers every set of the new post form', async () => {
  const { status, body } = await get('/api/label/newpost');
  expect(status).toBe(200);
  expect(body).toEqual({
    locationLabels: nonEmptyListOf(label('locationId')),
    appointmentStatusLabels: nonEmptyListOf(label('businessStatusId')),
    tradingStatusLabels: nonEmptyListOf(label('tradingStatusId')),
    turnoverLabels: nonEmptyListOf(label('turnoverId')),
    employeeFields: nonEmptyListOf(label('employeesId')),
  });
  const appointments = body.appointmentStatusLabels.map((status: { description: string }) => status.description);
  expect(appointments).toEqual(expect.arrayContaining(['Administration', "Creditors' Voluntary Liquidation (CVL)", 'Administrative Receivership']));
});

test('label/contactus answers the contact topics', async () => {
  const { status, body } = await get('/api/label/contactus');
  expect(status).toBe(200);
  expect(body).toEqual({ contactUsLabels: { contactUsFields: nonEmptyListOf(label('contactUsId')) } });
});

test('label/assets answers the key assets', async () => {
  const { status, body } = await get('/api/label/assets');
  expect(status).toBe(200);
  expect(body).toEqual({ assetLabels: nonEmptyListOf(label('assetId')) });
});

test('label/nestedcategories answers sectors with their children nested', async () => {
  const { status, body } = await get('/api/label/nestedcategories');
  expect(status).toBe(200);
  expect(Object.keys(body)).toEqual(['categoryLabels']);
  const manufacturing = body.categoryLabels.find((sector: { description: string }) => sector.description === 'Manufacturing');
  expect(manufacturing.childCategories).toContainEqual({ categoryId: 101, description: 'Food and drink production' });
  for (const sector of body.categoryLabels) {
    expect(sector).toEqual({ ...label('categoryId'), childCategories: nonEmptyListOf(label('categoryId')) });
  }
  const sectorIds = body.categoryLabels.map((sector: { categoryId: number }) => sector.categoryId);
  expect(sectorIds).not.toContain(101);
});

test('label/interestedstatus answers the interested statuses', async () => {
  const { status, body } = await get('/api/label/interestedstatus');
  expect(status).toBe(200);
  expect(body).toEqual({ interestedStatusLabels: nonEmptyListOf(label('interestedStatusId')) });
});

test('label/register for a seller answers titles, countries (UK first) and capacities, one of code 2', async () => {
  const { status, body } = await get('/api/label/register?registerBuyer=false');
  expect(status).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['capacityLabels', 'countryLabels', 'titleLabels']);
  expect(body.titleLabels).toEqual(nonEmptyListOf(label('titleId')));
  expect(body.countryLabels[0]).toEqual({ name: 'United Kingdom', code: 'GB' });
  expect(body.countryLabels).toContainEqual({ name: 'Ireland', code: 'IE' });
  expect(body.capacityLabels).toEqual(nonEmptyListOf({ ...label('capacityId'), code: CAPACITY_CODE_REQUIRING_IP_NAME }));
});

test('label/register for a buyer answers titles, countries and buyer functions', async () => {
  const { status, body } = await get('/api/label/register?registerBuyer=true');
  expect(status).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['countryLabels', 'functionLabels', 'titleLabels']);
  expect(body.functionLabels).toEqual(nonEmptyListOf(label('functionId')));
});

test('label/register matches the query name in any case', async () => {
  const { status, body } = await get('/api/label/register?registerbuyer=true');
  expect(status).toBe(200);
  expect(body.functionLabels).toBeDefined();
});

test.each(['/api/label/register', '/api/label/register?registerBuyer=yes', '/api/label/register?registerBuyer='])(
  '%s is a 400 with the JSON error',
  async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'registerBuyer must be true or false', errors: { registerBuyer: ['registerBuyer must be true or false'] } });
  },
);

test('labels may be kept by the browser for an hour; a refused call may not', async () => {
  for (const url of ['/api/label/location-size', '/api/label/nestedcategories', '/api/label/register?registerBuyer=true']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  }
  const refused = await t.app.inject({ method: 'GET', url: '/api/label/register?registerBuyer=maybe' });
  expect(refused.statusCode).toBe(400);
  expect(refused.headers['cache-control']).toBe('no-store');
});
