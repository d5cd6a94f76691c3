/** An address on one line, province first; a municipality (its city shares its name) is not repeated. */
export function addressLine(a: { province: string; city: string; district: string; address: string }): string {
  const city = a.city === a.province ? '' : a.city;
  return [a.province, city, a.district, a.address].filter((p) => p !== '').join(' ');
}
