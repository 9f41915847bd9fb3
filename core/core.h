/*
** The core's modules, gathered for the layers above (lua/, repl/, the
** tests). A core file includes only the headers of the modules it uses,
** so that the modules read as layers without circles.
*/
#ifndef CW_CORE_H
#define CW_CORE_H

#include "state.h"
#include "check.h"
#include "engine.h"
#include "event.h"
#include "game.h"
#include "knowledge.h"
#include "layout.h"
#include "turn.h"
#include "zone.h"

#endif
