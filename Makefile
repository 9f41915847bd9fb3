# cardwright: `make` builds the program, `make test` runs every test.
# Missing system packages are installed first (apt-get, when root).

PREFIX ?= /usr/local
CC ?= cc
BUILD := build

# Debian packages the build and the tests need, and how to tell each is there.
DEB_PACKAGES := liblua5.4-dev libedit-dev libjansson-dev libwebsockets-dev libssl-dev pkg-config perl tmux \
	gnuplot-nox libxml2-utils

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
JANSSON_CFLAGS = $(shell pkg-config --cflags jansson)
JANSSON_LIBS = $(shell pkg-config --libs jansson)
LWS_CFLAGS = $(shell pkg-config --cflags libwebsockets libcrypto)
LWS_LIBS = $(shell pkg-config --libs libwebsockets libcrypto)

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
# Checked again whenever the Makefile (its list of packages) changes.
$(BUILD)/.deps: Makefile
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
	$(CC) $(CFLAGS_ALL) $(EDIT_CFLAGS) $(JANSSON_CFLAGS) $(LWS_CFLAGS) -c -o $@ $<

$(BUILD)/$(BIN): $(BUILD)/repl/main.o $(REPL_OBJ) $(LUA_OBJ) $(CORE_OBJ)
	$(CC) $(CFLAGS_ALL) -o $@ $^ $(LUA_LIBS) $(EDIT_LIBS) $(JANSSON_LIBS) $(LWS_LIBS) -lm -pthread

# The program at the top is the build of the last mode asked for (plain or
# SANITIZE=1); it is copied every time so the two never mix.
$(BIN): $(BUILD)/$(BIN) FORCE
	@cp $< $@.tmp && mv -f $@.tmp $@
FORCE:

$(BUILD)/tests/unit/%: tests/unit/%.c tests/tap.h tests/unit/core_test.h $(CORE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -Icore -Itests -o $@ $< $(CORE_OBJ) -lm

# The table layer's test links the front end's table, the binding and the
# core; the recorder's in-play check reads files with the replay reader.
FRONT_TEST := $(BUILD)/tests/unit/front_table
$(FRONT_TEST): tests/unit/front_table.c tests/tap.h $(BUILD)/repl/table.o $(BUILD)/repl/roundlog.o $(BUILD)/repl/rtpool.o $(BUILD)/repl/log.o \
		$(BUILD)/repl/record.o $(BUILD)/repl/replay.o $(BUILD)/repl/refusal.o $(BUILD)/repl/render.o $(BUILD)/repl/terms.o \
		$(BUILD)/repl/paths.o $(BUILD)/repl/suggest.o $(LUA_OBJ) $(CORE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -Itests -o $@ $< $(filter %.o,$^) $(LUA_LIBS) -lm -pthread

# The browser tests of `serve` (tests/sh/serve.sh): Debian's chromium, and
# puppeteer-core from npm at the versions of tests/web's lockfile.
WEB_PACKAGES := chromium nodejs
$(BUILD)/.web-deps: tests/web/package-lock.json | $(BUILD)/.deps
	@sh tools/deps.sh $(WEB_PACKAGES)
	@test -d tests/web/node_modules/puppeteer-core || (cd tests/web && npm ci --no-audit --no-fund)
	@touch $@

# Every test, through prove: C unit tests, Lua variant tests, shell tests.
# The user's own home is left as it was: the tests run against a decoy
# home that must stay empty (tools/untouched.sh), each in a private one.
test: $(BIN) $(UNIT_BIN) $(FRONT_TEST) $(BUILD)/.web-deps
	sh tools/untouched.sh prove --exec 'sh tests/run' $(UNIT_BIN) $(FRONT_TEST) tests/variants/*.lua tests/sh/*.sh

# core/ is pure C: no file there may include a Lua header.
check-core:
	@! grep -nE '#include *[<"](lua|lauxlib|lualib)' core/*.c core/*.h

install: $(BIN)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/cardwright/variants/examples
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/$(BIN)
	install -d $(DESTDIR)$(PREFIX)/share/cardwright/web && install -m 644 web/* $(DESTDIR)$(PREFIX)/share/cardwright/web/
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 && install -m 644 docs/cardwright.1 $(DESTDIR)$(PREFIX)/share/man/man1/cardwright.1
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

# Strength of the search bot against greedy, and its decision time
# (docs/bots.md): make strength [STRENGTH_SCALE=N].
.PHONY: strength
strength: $(BIN)
	@nice -n 19 sh bench/strength.sh $(or $(STRENGTH_SCALE),1)

# Fuzzing (docs/robustness.md): make fuzz [FUZZ_SECONDS=N] [FUZZ_TARGETS="..."]
# builds the libFuzzer targets of tests/fuzz/ with clang into build-fuzz/ and
# runs each for FUZZ_SECONDS, from its seed corpus and the corpus the runs
# before it saved in build-fuzz/corpus/TARGET (FUZZ_FRESH=1 starts afresh).
FUZZ_SECONDS ?= 60
# FUZZ_TIMEOUT: the seconds one input may take; a longer one is a hang.
FUZZ_TIMEOUT ?= 10
FUZZ_CC ?= clang
FUZZ_DIR := build-fuzz
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -O1 -g $(FUZZ_SAN) -fsanitize=fuzzer-no-link \
	-DCW_FUZZ_VARIANTS='"$(CURDIR)/variants"'
FUZZ_TARGETS ?= card action replay as reveal export apply repl resume variant
FUZZ_BINS := $(FUZZ_TARGETS:%=$(FUZZ_DIR)/fuzz_%)
FUZZ_CORE := $(CORE_SRC:%.c=$(FUZZ_DIR)/%.o)
FUZZ_LUA := $(LUA_SRC:%.c=$(FUZZ_DIR)/%.o) $(FUZZ_DIR)/gen/dsl_lua.o
FUZZ_REPL := $(FUZZ_DIR)/repl/replay.o $(FUZZ_DIR)/repl/paths.o $(FUZZ_DIR)/repl/render.o \
	$(FUZZ_DIR)/repl/table.o $(FUZZ_DIR)/repl/rtpool.o $(FUZZ_DIR)/repl/log.o $(FUZZ_DIR)/repl/record.o \
	$(FUZZ_DIR)/repl/roundlog.o $(FUZZ_DIR)/repl/suggest.o $(FUZZ_DIR)/repl/terms.o

.PHONY: fuzz fuzz-build fuzz-deps
fuzz-deps:
	@sh tools/deps.sh clang libclang-rt-14-dev
fuzz-build: fuzz-deps $(FUZZ_BINS)
fuzz: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
		if [ "$(FUZZ_FRESH)" = 1 ]; then rm -rf $(FUZZ_DIR)/corpus/$$t; fi; \
		mkdir -p $(FUZZ_DIR)/corpus/$$t $(FUZZ_DIR)/crashes/$$t && \
		echo "== fuzz_$$t, $(FUZZ_SECONDS) s" && \
		$(FUZZ_DIR)/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -print_final_stats=1 \
			-artifact_prefix=$(FUZZ_DIR)/crashes/$$t/ $$(d=tests/fuzz/$$t.dict; case $$t in as|reveal|export|resume) d=tests/fuzz/replay.dict;; esac; \
				test -f $$d && echo -dict=$$d) \
			$(FUZZ_DIR)/corpus/$$t tests/fuzz/corpus/$$t >$(FUZZ_DIR)/fuzz_$$t.log 2>&1; \
		rc=$$?; grep -E '^#[0-9]+[[:space:]]+DONE|^stat::number_of_executed_units|^stat::peak_rss' $(FUZZ_DIR)/fuzz_$$t.log; \
		if [ $$rc -ne 0 ]; then tail -n 40 $(FUZZ_DIR)/fuzz_$$t.log; echo "fuzz_$$t FAILED (log: $(FUZZ_DIR)/fuzz_$$t.log)"; exit 1; fi; \
	done

$(FUZZ_DIR)/core/%.o: core/%.c $(wildcard core/*.h) | $(BUILD)/.deps
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $@ $<
$(FUZZ_DIR)/lua/%.o: lua/%.c $(wildcard lua/*.h core/*.h) | $(BUILD)/.deps
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(LUA_CFLAGS) -c -o $@ $<
$(FUZZ_DIR)/gen/dsl_lua.o: $(BUILD)/gen/dsl_lua.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) -std=c11 -O1 -c -o $@ $<
$(FUZZ_DIR)/repl/%.o: repl/%.c $(wildcard repl/*.h lua/runtime.h core/*.h) | $(BUILD)/.deps
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -DCW_FUZZING $(EDIT_CFLAGS) -c -o $@ $<
# The REPL target links the whole front end (fuzz_repl.c explains why
# `save` refuses under CW_FUZZING).
FUZZ_FRONT := $(FUZZ_REPL) $(FUZZ_DIR)/repl/repl.o $(FUZZ_DIR)/repl/bot.o $(FUZZ_DIR)/repl/mcts.o \
	$(FUZZ_DIR)/repl/lmodel.o $(FUZZ_DIR)/repl/lterms.o $(FUZZ_DIR)/repl/callterm.o $(FUZZ_DIR)/repl/ruleref.o $(FUZZ_DIR)/repl/undo.o \
	$(FUZZ_DIR)/repl/knock.o
# fuzz_resume is the same program on `play --resume FILE`, the input the file.
$(FUZZ_DIR)/fuzz_repl $(FUZZ_DIR)/fuzz_resume: $(FUZZ_DIR)/fuzz_%: tests/fuzz/fuzz_repl.c $(FUZZ_FRONT) $(FUZZ_LUA) $(FUZZ_CORE)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(if $(filter resume,$*),-DCW_RESUME) -fsanitize=fuzzer -Icore -Ilua -Irepl -o $@ $< \
		$(FUZZ_FRONT) $(FUZZ_LUA) $(FUZZ_CORE) $(LUA_LIBS) $(EDIT_LIBS) -lm -pthread
# The replay views: one source, one target per mode (fuzz_view.c).
FUZZ_VIEW_as := 0
FUZZ_VIEW_reveal := 1
FUZZ_VIEW_export := 2
$(FUZZ_DIR)/fuzz_as $(FUZZ_DIR)/fuzz_reveal $(FUZZ_DIR)/fuzz_export: $(FUZZ_DIR)/fuzz_%: tests/fuzz/fuzz_view.c $(FUZZ_REPL) $(FUZZ_LUA) $(FUZZ_CORE)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -DCW_VIEW=$(FUZZ_VIEW_$*) -fsanitize=fuzzer -Icore -Ilua -Irepl -o $@ $< $(FUZZ_REPL) $(FUZZ_LUA) $(FUZZ_CORE) \
		$(LUA_LIBS) -lm -pthread
$(FUZZ_DIR)/fuzz_card $(FUZZ_DIR)/fuzz_action: $(FUZZ_DIR)/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_CORE)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -Icore -o $@ $< $(FUZZ_CORE) -lm
$(FUZZ_DIR)/fuzz_variant: tests/fuzz/fuzz_variant.c $(FUZZ_LUA) $(FUZZ_CORE)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -Icore -Ilua -o $@ $< $(FUZZ_LUA) $(FUZZ_CORE) $(LUA_LIBS) -lm -pthread
$(FUZZ_DIR)/fuzz_replay $(FUZZ_DIR)/fuzz_apply: $(FUZZ_DIR)/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_REPL) $(FUZZ_LUA) $(FUZZ_CORE)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -Icore -Ilua -Irepl -o $@ $< $(FUZZ_REPL) $(FUZZ_LUA) $(FUZZ_CORE) \
		$(LUA_LIBS) -lm -pthread
