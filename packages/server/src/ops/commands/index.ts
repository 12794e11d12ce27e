import type { OpsCommand } from '../command.js';
import { billingCloseCycle } from './billing-close-cycle.js';
import { customersCreate } from './customers-create.js';
import { depositsClaims } from './deposits-claims.js';
import { depositsRefuse } from './deposits-refuse.js';
import { depositsSet } from './deposits-set.js';
import { depositsVerify } from './deposits-verify.js';
import { filesSweep } from './files-sweep.js';
import { linesApprove } from './lines-approve.js';
import { linesPending } from './lines-pending.js';
import { linesReject } from './lines-reject.js';
import { merchantsList } from './merchants-list.js';
import { ordersCreate } from './orders-create.js';
import { ordersComplete, ordersDeliver, ordersPay } from './orders-step.js';
import { returnsCreate } from './returns-create.js';
import { returnsComplete, returnsDeliver, returnsPay } from './returns-step.js';
import { profilesApprove } from './profiles-approve.js';
import { profilesPending } from './profiles-pending.js';
import { profilesReject } from './profiles-reject.js';
import { settlementsApprove, settlementsReject } from './settlements-review.js';
import { routesList } from './routes-list.js';
import { ratesSet } from './rates-set.js';
import { routesSet } from './routes-set.js';

/** Every `pnpm ops` command, in the order `--help` lists them. A new command adds its line. */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  merchantsList,
  linesPending,
  linesApprove,
  linesReject,
  depositsClaims,
  depositsVerify,
  depositsRefuse,
  depositsSet,
  routesList,
  routesSet,
  profilesPending,
  profilesApprove,
  profilesReject,
  ratesSet,
  customersCreate,
  ordersCreate,
  ordersPay,
  ordersDeliver,
  ordersComplete,
  returnsCreate,
  returnsPay,
  returnsDeliver,
  returnsComplete,
  billingCloseCycle,
  settlementsApprove,
  settlementsReject,
  filesSweep,
];
