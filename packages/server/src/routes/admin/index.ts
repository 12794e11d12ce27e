import type { FastifyInstance } from 'fastify';
import companyProfileRoutes from './company-profile.js';
import subAccountRoutes from './sub-accounts.js';
import teamRoutes from './team.js';

/** The admin area (permission `admin`; owners unrestricted): profile changes and the team. */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(companyProfileRoutes);
  await app.register(teamRoutes);
  await app.register(subAccountRoutes);
}
