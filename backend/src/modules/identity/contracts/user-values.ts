// The value lists live in the shared contracts package, so the frontend offers exactly what the API accepts.
export * from '@crew/contracts/user-values';
