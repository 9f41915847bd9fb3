/*
** `cardwright serve`: tables played from browsers (or any program that
** speaks docs/protocol.md) over HTTP and WebSocket, one secret link per
** person seat, each seat sent only its own view (wire.h).
*/
#ifndef CW_SERVE_H
#define CW_SERVE_H

int cw_serve_main(char **path, int argc, char **argv);

#endif
