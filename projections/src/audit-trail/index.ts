export * from './audit-trail.projection';
export * from './audit-trail.row';
export * from './audit-trail.tables';
