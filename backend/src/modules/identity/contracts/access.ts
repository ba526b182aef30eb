// The access policy lives in the shared contracts package, so the frontend's menu and route
// guards apply exactly the rules the server enforces.
export * from '@crew/contracts/access';
