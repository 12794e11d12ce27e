import { describe, expect, it } from 'vitest';
import { newExceptionCity, type CoverageForm } from './draft';
import { exceptionCityOptions } from './exceptions';

const coverage: CoverageForm = {
  all_provinces: false,
  provinces: [
    {
      id: 'CA-BC',
      name: 'British Columbia',
      zh_name: '不列颠哥伦比亚省',
      all_cities: true,
      cities: [
        { id: 'CA-BC-RICHMOND', name: 'Richmond', zh_name: '列治文' },
        { id: 'CA-BC-VANCOUVER', name: 'Vancouver', zh_name: '温哥华' },
      ],
    },
    {
      id: 'CA-ON',
      name: 'Ontario',
      zh_name: '安大略省',
      all_cities: false,
      cities: [
        { id: 'CA-ON-MISSISSAUGA', name: 'Mississauga', zh_name: '密西沙加' },
        { id: 'CA-ON-TORONTO', name: 'Toronto', zh_name: '多伦多' },
      ],
    },
  ],
};

const names = (options: ReturnType<typeof exceptionCityOptions>) =>
  options.map((option) => `${option.city.name}${option.suggested ? '*' : ''}`);

describe('exceptionCityOptions', () => {
  it.each([
    ['CA', [], ['Toronto*', 'Vancouver*', 'Richmond', 'Mississauga']],
    ['ca', ['CA-ON-TORONTO'], ['Vancouver*', 'Richmond', 'Mississauga']],
    // No suggestions outside Canada: the covered cities in their order.
    ['US', [], ['Richmond', 'Vancouver', 'Mississauga', 'Toronto']],
  ])('to %s with %j taken → %j', (destination, taken, expected) => {
    const exceptions = taken.map((id) =>
      newExceptionCity({ id, name: id, zh_name: id }, 'Ontario'),
    );
    expect(names(exceptionCityOptions(destination, coverage, exceptions))).toEqual(expected);
  });

  it('offers nothing before a city is covered', () => {
    expect(exceptionCityOptions('CA', { all_provinces: false, provinces: [] }, [])).toEqual([]);
  });
});
