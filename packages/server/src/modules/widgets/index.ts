export * from './widget.routes.ts';
