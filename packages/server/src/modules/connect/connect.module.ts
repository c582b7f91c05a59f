import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { registerConnectRoutes } from './connect.routes.ts';
import { ConnectService } from './connect.service.ts';
import { ConnectionsRepository } from './connections.repository.ts';
import { registerFrameOrigins } from './frame-origins.ts';
import { registerMasterRoutes } from './master.routes.ts';
import { PeerClient } from './peer-client.ts';
import { registerPeerRoutes } from './peer.routes.ts';

/** Wires the area: its routes, and the service other areas reach through named hooks. */
export function registerConnect(app: FastifyInstance, services: Services): ConnectService {
  const connect = new ConnectService(
    services,
    new ConnectionsRepository(services.database.db, services.secrets),
    new PeerClient(services.clock),
  );
  registerPeerRoutes(app, services, connect);
  registerConnectRoutes(app, services, connect);
  registerMasterRoutes(app, connect);
  connect.connectionsChanged = registerFrameOrigins(app, services, connect.connections).forget;
  return connect;
}
