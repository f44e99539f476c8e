# Makefile - builds ./pmprobe; `make check` runs every test; `make install`
# installs the binary, runtime/, tapset/ and the man pages.

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share/pmprobe
MANDIR = $(PREFIX)/share/man

CC ?= gcc
CFLAGS ?= -O2 -g
# The objects' directory and the program: build/ and pmprobe, or, for the
# loader of arm64 guests, build/aarch64/ and pmprobe-aarch64 (below).
B ?= build
OUT ?= pmprobe
PMP_CFLAGS = -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -MMD -MP \
	-DPMP_DATADIR='"$(DATADIR)"'
LDLIBS = -lbpf -lelf -lz -lpfm -lpthread

# Each folder of compiler/ is a layer and sees only the headers of what
# it may call (compiler/README.md): common/ nothing; translator/, kbuild/
# and loader/ common/; sandbox/ common/ and loader/'s run options;
# main.c and options.c everything.  Every layer may read runtime/'s
# pmp_abi.h, the facts the module and pmprobe share.
INC_common = -Icompiler/common -Iruntime
INC_translator = $(INC_common) -Icompiler/translator -Iruntime -I$(B)
INC_kbuild = $(INC_common) -Icompiler/kbuild
INC_loader = $(INC_common) -Icompiler/loader -Iruntime
INC_sandbox = $(INC_common) -Icompiler/sandbox -Icompiler/loader -Iruntime
INC_driver = $(INC_common) -Icompiler -Icompiler/translator -Icompiler/kbuild \
	-Icompiler/loader -Icompiler/sandbox -Iruntime

LAYERS = common translator kbuild loader sandbox
LAYER_OBJS = $(foreach l,$(LAYERS),$(patsubst compiler/$(l)/%.c,$(B)/$(l)/%.o,$(wildcard compiler/$(l)/*.c)))
TRANSLATOR_OBJS = $(filter $(B)/common/% $(B)/translator/%,$(LAYER_OBJS)) \
	$(B)/translator/parser.o $(B)/translator/lexer.o
OBJS = $(LAYER_OBJS) $(B)/translator/parser.o $(B)/translator/lexer.o \
	$(B)/main.o $(B)/options.o

Q = $(if $(V),,@)

all: $(OUT)

$(OUT): $(OBJS)
	@echo "  LD      $@"
	$(Q)$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDLIBS)

# The translator library alone (the fuzz target links it).
$(B)/libtranslator.a: $(TRANSLATOR_OBJS)
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $^

# Every layer without the driver (the fuzz targets of testsuite/fuzz link
# it: each pulls in only the objects its parser needs).
$(B)/libpmprobe.a: $(LAYER_OBJS) $(B)/translator/parser.o $(B)/translator/lexer.o
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $^

# One bison run writes both files (a grouped target: under make -j, two
# runs writing them at once left a torn parser.c).
$(B)/parser.c $(B)/parser.h &: compiler/translator/parser.y | $(B)
	@echo "  BISON   $<"
	$(Q)bison -Wall -Werror --defines=$(B)/parser.h -o $(B)/parser.c $<

$(B)/lexer.c: compiler/translator/lexer.l | $(B)
	@echo "  FLEX    $<"
	$(Q)flex -o $@ $<

define layer_rule
$(B)/$(1)/%.o: compiler/$(1)/%.c | $(B)/$(1)
	@echo "  CC      $$<"
	$$(Q)$$(CC) $$(PMP_CFLAGS) $$(INC_$(1)) $$(CFLAGS) -c -o $$@ $$<
$(B)/$(1):
	$$(Q)mkdir -p $$@
endef
$(foreach l,$(LAYERS),$(eval $(call layer_rule,$(l))))

# The translator's sources include the parser's token header.
$(filter $(B)/translator/%,$(LAYER_OBJS)): $(B)/parser.h

$(B)/translator/parser.o: $(B)/parser.c | $(B)/translator
	@echo "  CC      $<"
	$(Q)$(CC) $(PMP_CFLAGS) $(INC_translator) $(CFLAGS) -c -o $@ $<

# flex's skeleton trips -Wsign-compare and unused-function warnings.
$(B)/translator/lexer.o: $(B)/lexer.c $(B)/parser.h | $(B)/translator
	@echo "  CC      $<"
	$(Q)$(CC) $(PMP_CFLAGS) $(INC_translator) $(CFLAGS) -Wno-sign-compare -Wno-unused-function -c -o $@ $<

$(B)/%.o: compiler/%.c | $(B)
	@echo "  CC      $<"
	$(Q)$(CC) $(PMP_CFLAGS) $(INC_driver) $(CFLAGS) -c -o $@ $<

$(B):
	$(Q)mkdir -p $(B)

-include $(OBJS:.o=.d)

# pmprobe-aarch64: pmprobe cross-compiled for arm64 and linked statically
# (libbpf, libelf, zlib and libpfm4 from scripts/install-arm64): --vm runs it in arm64
# guests as their loader.
# `make` builds it too wherever scripts/install-arm64 installed what it
# needs, so that the README's arm64 example works after `make`.
ARM64_SYSROOT ?= /usr/lib/pmprobe/aarch64/sysroot
ifeq ($(OUT),pmprobe)
ifneq ($(and $(shell command -v aarch64-linux-gnu-gcc-12),$(wildcard $(ARM64_SYSROOT)/usr/include/bpf)),)
all: pmprobe-aarch64
endif
pmprobe-aarch64: FORCE
	$(Q)$(MAKE) --no-print-directory B=build/aarch64 OUT=pmprobe-aarch64 \
		CC=aarch64-linux-gnu-gcc-12 CFLAGS="-O2 -g -I$(ARM64_SYSROOT)/usr/include" \
		LDLIBS="-static -L$(ARM64_SYSROOT)/usr/lib/aarch64-linux-gnu -lbpf -lelf -lz -lpfm -lpthread"
endif
FORCE:

# pmprobe-asan: pmprobe built by clang with AddressSanitizer and UBSan
# in build/asan/, for `make check-asan` (clang's UBSan, unlike gcc 12's,
# writes its reports where log_path says).
ASAN_CFLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined
ifeq ($(OUT),pmprobe)
pmprobe-asan: FORCE
	$(Q)$(MAKE) --no-print-directory B=build/asan OUT=pmprobe-asan CC=clang CFLAGS="$(ASAN_CFLAGS)"
endif

# The host-side kinds (translator, command line, golden C, attacks,
# Kbuild) with pmprobe-asan as the program under test.  A sanitizer
# report aborts pmprobe (so no expected status 1 can hide one) and is
# also written under build/asan/reports/: any report there fails the
# target.  Leaks are not reported: pmprobe is a one-shot program.
ASAN_KINDS = parseok parseko semok semko cli golden attacks buildok
check-asan: pmprobe-asan
	$(Q)rm -rf build/asan/reports && mkdir -p build/asan/reports
	PMPROBE=$(CURDIR)/pmprobe-asan \
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:log_path=$(CURDIR)/build/asan/reports/asan \
	UBSAN_OPTIONS=print_stacktrace=1:abort_on_error=1:log_path=$(CURDIR)/build/asan/reports/ubsan \
	testsuite/run-tests $(ASAN_KINDS); rc=$$?; \
	if ls build/asan/reports/* > /dev/null 2>&1; then \
		echo "sanitizer reports:"; head -n 30 build/asan/reports/*; exit 1; fi; \
	exit $$rc

# Every test: translator-only kinds, buildok on each installed kernel, the
# run tests and examples in QEMU guests (on Debian's kernels, then on the
# debug kernel scripts/build-debug-kernel builds once per machine), and a
# bounded fuzz run; the arm64 lane runs pmprobe-aarch64 as its guests' loader.
check: pmprobe pmprobe-aarch64
	testsuite/run-tests

# Benchmarks (bench/run-bench): results in bench/results/, explained in
# docs/PERFORMANCE.md.  Not part of check: figures are not assertions.
bench: pmprobe
	bench/run-bench

install: pmprobe
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)/runtime $(DESTDIR)$(DATADIR)/tapset
	install -d $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man7
	install -m 755 pmprobe $(DESTDIR)$(BINDIR)/pmprobe
	[ ! -x pmprobe-aarch64 ] || install -m 755 pmprobe-aarch64 $(DESTDIR)$(BINDIR)/pmprobe-aarch64
	install -m 644 runtime/*.h runtime/*.c $(DESTDIR)$(DATADIR)/runtime/
	install -m 644 tapset/*.pp $(DESTDIR)$(DATADIR)/tapset/
	install -m 644 man/pmprobe.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 man/pmprobe-lang.7 man/pmprobe-tapset.7 $(DESTDIR)$(MANDIR)/man7/

clean:
	rm -rf build pmprobe pmprobe-aarch64 pmprobe-asan

.PHONY: all check check-asan bench install clean FORCE
