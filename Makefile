# Makefile - builds ./pmprobe; `make check` runs every test; `make install`
# installs the binary, runtime/, tapset/ and the man pages.

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share/pmprobe
MANDIR = $(PREFIX)/share/man

CC ?= gcc
CFLAGS ?= -O2 -g
PMP_CFLAGS = -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -MMD -MP \
	-DPMP_DATADIR='"$(DATADIR)"'
LDLIBS = -lelf -lpthread

# Each folder of compiler/ is a layer and sees only the headers of what
# it may call (compiler/README): common/ nothing; translator/, kbuild/
# and loader/ common/; sandbox/ common/ and loader/'s run options;
# main.c and options.c everything.
INC_common = -Icompiler/common
INC_translator = $(INC_common) -Icompiler/translator -Iruntime -Ibuild
INC_kbuild = $(INC_common) -Icompiler/kbuild
INC_loader = $(INC_common) -Icompiler/loader -Iruntime
INC_sandbox = $(INC_common) -Icompiler/sandbox -Icompiler/loader -Iruntime
INC_driver = $(INC_common) -Icompiler -Icompiler/translator -Icompiler/kbuild \
	-Icompiler/loader -Icompiler/sandbox -Iruntime

LAYERS = common translator kbuild loader sandbox
LAYER_OBJS = $(foreach l,$(LAYERS),$(patsubst compiler/$(l)/%.c,build/$(l)/%.o,$(wildcard compiler/$(l)/*.c)))
TRANSLATOR_OBJS = $(filter build/common/% build/translator/%,$(LAYER_OBJS)) \
	build/translator/parser.o build/translator/lexer.o
OBJS = $(LAYER_OBJS) build/translator/parser.o build/translator/lexer.o \
	build/main.o build/options.o

Q = $(if $(V),,@)

all: pmprobe

pmprobe: $(OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDLIBS)

# The translator library alone (the fuzz target links it).
build/libtranslator.a: $(TRANSLATOR_OBJS)
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $^

build/parser.c build/parser.h: compiler/translator/parser.y | build
	@echo "  BISON   $<"
	$(Q)bison -Wall -Werror --defines=build/parser.h -o build/parser.c $<

build/lexer.c: compiler/translator/lexer.l | build
	@echo "  FLEX    $<"
	$(Q)flex -o $@ $<

define layer_rule
build/$(1)/%.o: compiler/$(1)/%.c | build/$(1)
	@echo "  CC      $$<"
	$$(Q)$$(CC) $$(PMP_CFLAGS) $$(INC_$(1)) $$(CFLAGS) -c -o $$@ $$<
build/$(1):
	$$(Q)mkdir -p $$@
endef
$(foreach l,$(LAYERS),$(eval $(call layer_rule,$(l))))

# The translator's sources include the parser's token header.
$(filter build/translator/%,$(LAYER_OBJS)): build/parser.h

build/translator/parser.o: build/parser.c | build/translator
	@echo "  CC      $<"
	$(Q)$(CC) $(PMP_CFLAGS) $(INC_translator) $(CFLAGS) -c -o $@ $<

# flex's skeleton trips -Wsign-compare and unused-function warnings.
build/translator/lexer.o: build/lexer.c build/parser.h | build/translator
	@echo "  CC      $<"
	$(Q)$(CC) $(PMP_CFLAGS) $(INC_translator) $(CFLAGS) -Wno-sign-compare -Wno-unused-function -c -o $@ $<

build/%.o: compiler/%.c | build
	@echo "  CC      $<"
	$(Q)$(CC) $(PMP_CFLAGS) $(INC_driver) $(CFLAGS) -c -o $@ $<

build:
	$(Q)mkdir -p build

-include $(OBJS:.o=.d)

# Every test: translator-only kinds, buildok on each installed kernel, the
# run tests and examples in QEMU guests, and a bounded fuzz run.
check: pmprobe
	testsuite/run-tests

# Benchmarks (bench/run-bench): results in bench/results/, explained in
# docs/PERFORMANCE.md.  Not part of check: figures are not assertions.
bench: pmprobe
	bench/run-bench

install: pmprobe
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)/runtime $(DESTDIR)$(DATADIR)/tapset
	install -d $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man7
	install -m 755 pmprobe $(DESTDIR)$(BINDIR)/pmprobe
	install -m 644 runtime/*.h runtime/*.c $(DESTDIR)$(DATADIR)/runtime/
	install -m 644 tapset/*.pp $(DESTDIR)$(DATADIR)/tapset/
	install -m 644 man/pmprobe.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 man/pmprobe-lang.7 man/pmprobe-tapset.7 $(DESTDIR)$(MANDIR)/man7/

clean:
	rm -rf build pmprobe

.PHONY: all check bench install clean
