/**
 * Element ids shared by the server-rendered project room and its client buttons (a "use client"
 * module cannot hand plain values to server components, so they live here).
 */

/** The room's "withdrawn" notice, focused after "Anfrage zurückziehen". */
export const WITHDRAWN_NOTICE_ID = "room-withdrawn";
