# cardwright: `make` builds the program, `make test` runs every test.
# Missing system packages are installed first (apt-get, when root).

PREFIX ?= /usr/local
CC ?= cc
BUILD := build

# Debian packages the build and the tests need, and how to tell each is there.
DEB_PACKAGES := liblua5.4-dev libedit-dev pkg-config perl tmux

WARN := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
OPT := -O2 -g
ifeq ($(SANITIZE),1)
OPT := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
BUILD := build-san
endif
CFLAGS_ALL = -std=c11 -D_POSIX_C_SOURCE=200809L $(WARN) $(OPT) $(CFLAGS)
# Deferred (=): pkg-config runs after the deps step has installed Lua.
LUA_CFLAGS = $(shell pkg-config --cflags lua5.4)
LUA_LIBS = $(shell pkg-config --libs lua5.4)
EDIT_CFLAGS = $(shell pkg-config --cflags libedit)
EDIT_LIBS = $(shell pkg-config --libs libedit)

CORE_SRC := $(wildcard core/*.c)
LUA_SRC := $(wildcard lua/*.c)
REPL_SRC := $(filter-out repl/main.c,$(wildcard repl/*.c))
CORE_OBJ := $(CORE_SRC:%.c=$(BUILD)/%.o)
LUA_OBJ := $(LUA_SRC:%.c=$(BUILD)/%.o) $(BUILD)/gen/dsl_lua.o
REPL_OBJ := $(REPL_SRC:%.c=$(BUILD)/%.o)
UNIT_SRC := $(wildcard tests/unit/test_*.c)
UNIT_BIN := $(UNIT_SRC:%.c=$(BUILD)/%)
BIN := cardwright

.PHONY: all deps test clean install check-core FORCE
all: $(BIN)

# Installs what is missing; a non-root user is told what to install.
$(BUILD)/.deps:
	@sh tools/deps.sh $(DEB_PACKAGES)
	@mkdir -p $(BUILD) && touch $@

$(BUILD)/tools/embed: tools/embed.c | $(BUILD)/.deps
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -O2 -o $@ $<

$(BUILD)/gen/dsl_lua.c: lua/dsl.lua $(BUILD)/tools/embed
	@mkdir -p $(dir $@)
	$(BUILD)/tools/embed cw_dsl_lua $< $@

$(BUILD)/gen/%.o: $(BUILD)/gen/%.c
	$(CC) -std=c11 $(OPT) -c -o $@ $<

$(BUILD)/core/%.o: core/%.c $(wildcard core/*.h) | $(BUILD)/.deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c -o $@ $<

$(BUILD)/lua/%.o: lua/%.c $(wildcard lua/*.h core/*.h) | $(BUILD)/.deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LUA_CFLAGS) -c -o $@ $<

$(BUILD)/repl/%.o: repl/%.c $(wildcard repl/*.h lua/runtime.h core/*.h) | $(BUILD)/.deps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(EDIT_CFLAGS) -c -o $@ $<

$(BUILD)/$(BIN): $(BUILD)/repl/main.o $(REPL_OBJ) $(LUA_OBJ) $(CORE_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LUA_LIBS) $(EDIT_LIBS) -lm -pthread

# The program at the top is the build of the last mode asked for (plain or
# SANITIZE=1); it is copied every time so the two never mix.
$(BIN): $(BUILD)/$(BIN) FORCE
	@cp $< $@.tmp && mv -f $@.tmp $@
FORCE:

$(BUILD)/tests/unit/%: tests/unit/%.c tests/tap.h $(CORE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -Icore -Itests -o $@ $< $(CORE_OBJ) -lm

# Every test, through prove: C unit tests, Lua variant tests, shell tests.
test: $(BIN) $(UNIT_BIN)
	prove --exec 'sh tests/run' $(UNIT_BIN) tests/variants/*.lua tests/sh/*.sh

# core/ is pure C: no file there may include a Lua header.
check-core:
	@! grep -nE '#include *[<"](lua|lauxlib|lualib)' core/*.c core/*.h

install: $(BIN)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/cardwright/variants/examples
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/$(BIN)
	install -m 644 variants/*.lua $(DESTDIR)$(PREFIX)/share/cardwright/variants/
	-install -m 644 variants/examples/*.lua $(DESTDIR)$(PREFIX)/share/cardwright/variants/examples/ 2>/dev/null

clean:
	rm -rf build build-san $(BIN)

# Speed and memory figures (docs/performance.md): make bench [BENCH_SCALE=N].
.PHONY: bench
bench: $(BIN)
	@mkdir -p $(BUILD)/bench
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -o $(BUILD)/bench/golf4_ref bench/golf4_ref.c
	$(CC) -std=c11 -O2 -o $(BUILD)/bench/measure bench/measure.c
	@sh bench/run.sh $(BUILD)/bench $(or $(BENCH_SCALE),1)
