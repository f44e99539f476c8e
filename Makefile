# Makefile - builds ./pmprobe; `make check` runs every test; `make install`
# installs the binary, runtime/, tapset/ and the man pages.

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share/pmprobe
MANDIR = $(PREFIX)/share/man

CC ?= gcc
CFLAGS ?= -O2 -g
PMP_CFLAGS = -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -Icompiler -Ibuild \
	-DPMP_DATADIR='"$(DATADIR)"'
LDLIBS = -lelf -lpthread

SRCS = $(filter-out compiler/parser.c compiler/lexer.c,$(wildcard compiler/*.c))
OBJS = $(patsubst compiler/%.c,build/%.o,$(SRCS)) build/parser.o build/lexer.o

Q = $(if $(V),,@)

all: pmprobe

pmprobe: $(OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDLIBS)

build/parser.c build/parser.h: compiler/parser.y | build
	@echo "  BISON   $<"
	$(Q)bison -Wall -Werror --defines=build/parser.h -o build/parser.c $<

build/lexer.c: compiler/lexer.l | build
	@echo "  FLEX    $<"
	$(Q)flex -o $@ $<

build/%.o: compiler/%.c compiler/pmprobe.h build/parser.h | build
	@echo "  CC      $<"
	$(Q)$(CC) $(PMP_CFLAGS) $(CFLAGS) -c -o $@ $<

build/vm.o build/vmrun.o build/prebuild.o: compiler/vm.h

build/parser.o: build/parser.c
	@echo "  CC      $<"
	$(Q)$(CC) $(PMP_CFLAGS) $(CFLAGS) -c -o $@ $<

# flex's skeleton trips -Wsign-compare and unused-function warnings.
build/lexer.o: build/lexer.c build/parser.h
	@echo "  CC      $<"
	$(Q)$(CC) $(PMP_CFLAGS) $(CFLAGS) -Wno-sign-compare -Wno-unused-function -c -o $@ $<

build:
	$(Q)mkdir -p build

# Every test: translator-only kinds, buildok on each installed kernel, the
# run tests and examples in QEMU guests (on Debian's kernels, then on the
# debug kernel scripts/build-debug-kernel builds once per machine), and a
# bounded fuzz run.
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
	install -m 644 runtime/*.h $(DESTDIR)$(DATADIR)/runtime/
	install -m 644 tapset/*.pp $(DESTDIR)$(DATADIR)/tapset/
	install -m 644 man/pmprobe.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 man/pmprobe-lang.7 man/pmprobe-tapset.7 $(DESTDIR)$(MANDIR)/man7/

clean:
	rm -rf build pmprobe

.PHONY: all check bench install clean
