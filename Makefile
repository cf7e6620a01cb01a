# cutetui — build, run and test.
#
#   make run        run the program (the course, once the TUI exists)
#   make test       every test: vet, unit/property tests (laws at -short strength),
#                   the tmux end-to-end run, lessons check, every fuzz target's
#                   seed corpus and saved crashers (testdata/fuzz) as regression cases
#   make test-long  the same with the laws at full strength, then a coverage-guided
#                   fuzz search over every target: run it before you stop
#   make fuzz       only that search (FUZZTIME=2000000x for a longer one)
#   make install    bin/cutetui, its man page and shell completions under PREFIX
#                   (default ~/.local): bin/, share/man/man1/, share/bash-completion,
#                   share/zsh/site-functions, share/fish/vendor_completions.d
#   make gpu-build  here: bin/cutetui plus the GPU tests' binaries, to carry to a GPU machine
#   make gpu-test   on a GPU machine: kernel correctness and mapping agreement
#   make gpu-bench  on a GPU machine: the swizzle sweep of docs/benchmarks.md

GO      ?= go
FUZZTIME ?= 50000x

PREFIX ?= $(HOME)/.local

.PHONY: install run build test test-long vet unit unit-long bench-once fuzz bench gpu-build gpu-test gpu-bench clean

run:
	$(GO) run ./cmd/cutetui

build:
	CGO_ENABLED=0 $(GO) build -o bin/cutetui ./cmd/cutetui

# make test is deterministic: it runs the fuzz targets' corpora (go test does)
# but not the coverage-guided search, whose random exploration finds a new
# input some runs and not others. A CI that goes red by chance is a flaky CI;
# the search runs in test-long, and what it finds is saved under
# testdata/fuzz, where every later make test replays it.
test: vet unit

# vet builds every package without its tests first: vet type-checks a
# package with its test files, so a non-test file that uses a test helper
# passes vet and still breaks the build (and staticcheck).
vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo 'gofmt needed:'; gofmt -l $$(git ls-files '*.go'); exit 1; }
	$(GO) build ./...
	$(GO) vet ./...

# -short gives the property tests (the algebra's laws, the practice
# generators) a few hundred trials instead of thousands; every other test,
# the end-to-end run in tmux included, runs in full.
unit:
	$(GO) test -short -race -count=1 ./...

test-long: vet unit-long bench-once
	$(MAKE) fuzz FUZZTIME=500000x

# Every benchmark once (one iteration each), so that none is left broken
# unseen: benchmarks do not run in make test.
bench-once:
	$(GO) test -run '^$$' -bench . -benchtime 1x ./...

unit-long:
	$(GO) test -race -count=1 -timeout 30m ./...

# A short coverage-guided pass over each fuzz target, after its seed corpus.
# FUZZTIME is a count (Nx), not a duration: Go 1.26's coordinator can report
# a spurious "context deadline exceeded" when a -fuzztime deadline fires
# mid-exec (golang/go#75804, fixed in Go 1.27). A count has no deadline.
fuzz:
	@for t in $$($(GO) test -list '^Fuzz' ./... 2>/dev/null | grep '^Fuzz'); do \
		pkg=$$(grep -rl "func $$t(" --include='*_test.go' . | head -1 | xargs dirname); \
		echo "fuzz $$t ($$pkg, $(FUZZTIME))"; \
		$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) ./$$pkg || exit 1; \
	done

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./engine/... ./views/...

# The GPU machine has no Go: build everything it runs here (CGO_ENABLED=0).
gpu-build: build
	CGO_ENABLED=0 $(GO) test -c -o bin/sweep.test ./gpu/sweep
	CGO_ENABLED=0 $(GO) test -c -o bin/benchview.test ./views/bench
	CGO_ENABLED=0 $(GO) test -c -o bin/banks.test ./gpu/banks

gpu-test:
	./gpu/scripts/gpu-test.sh

gpu-bench:
	./gpu/scripts/gpu-bench.sh

# The man page and completions are printed by the binary itself, from the
# same text as its --help, so they cannot drift from it.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 bin/cutetui $(DESTDIR)$(PREFIX)/bin/cutetui
	bin/cutetui man > $(DESTDIR)$(PREFIX)/share/man/man1/cutetui.1
	bin/cutetui completion bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/cutetui
	bin/cutetui completion zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_cutetui
	bin/cutetui completion fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/cutetui.fish

clean:
	rm -rf bin gpu-logs
