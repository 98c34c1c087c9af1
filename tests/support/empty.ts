// Stand-in for the "server-only" marker package in Jest (it throws outside a server bundle).
export {};
