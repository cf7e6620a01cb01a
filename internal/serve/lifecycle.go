package serve

import (
	"context"
	"io"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"
)

// live is one open session as the server tracks it: who, on which
// connection, and how to end it. A session ends when the first of these
// happens: its program quits, its channel closes (the window channel is
// closed then), its input ends, its connection closes (the context is
// cancelled), or the server ends it (a takeover, a stop, a limit).
type live struct {
	id     Identity
	conn   *connState
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{} // closed once the session is over (see run: its program may be abandoned)
	// stopped is closed once the session's program has returned for good:
	// after it, nothing of the session writes the student's files.
	stopped     chan struct{}
	stoppedOnce sync.Once

	mu     sync.Mutex
	reason string // why the server ended it ("" = the client went)
}

func newLive(parent context.Context, id Identity, conn *connState) *live {
	ctx, cancel := context.WithCancel(parent)
	return &live{id: id, conn: conn, ctx: ctx, cancel: cancel, done: make(chan struct{}), stopped: make(chan struct{})}
}

func (l *live) stop() { l.stoppedOnce.Do(func() { close(l.stopped) }) }

// end ends the session, telling the client why (the first reason wins).
func (l *live) end(reason string) {
	l.mu.Lock()
	if l.reason == "" {
		l.reason = reason
	}
	l.mu.Unlock()
	l.cancel()
}

// why is the reason the server ended the session ("" when it did not).
func (l *live) why() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.reason
}

// latestSize holds the newest window size only: the SSH request loop puts
// sizes in without ever waiting, and the program takes the newest when it
// is ready. A storm of window changes thus costs one redraw, not one per
// change, and can never block the SSH loop behind a busy program.
type latestSize struct {
	mu   sync.Mutex
	size tea.WindowSizeMsg
	wake chan struct{}
}

func newLatestSize() *latestSize { return &latestSize{wake: make(chan struct{}, 1)} }

func (l *latestSize) put(s tea.WindowSizeMsg) {
	l.mu.Lock()
	l.size = s
	l.mu.Unlock()
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

func (l *latestSize) take() tea.WindowSizeMsg {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.size
}

// watchWindow drains the session's window channel into sizes and ends
// the session when the channel closes (the SSH channel is gone).
func watchWindow(winCh <-chan ssh.Window, sizes *latestSize, clamp func(w, h int) tea.WindowSizeMsg, end func()) {
	for w := range winCh {
		sizes.put(clamp(w.Width, w.Height))
	}
	end()
}

// deliverSizes gives the program the newest size until ctx ends, at most
// one every sizeEvery: a client that sends window changes without pause
// (a resize storm) makes the program lay out and render at most that
// often, and the last size always arrives.
func deliverSizes(ctx context.Context, sizes *latestSize, send func(tea.Msg)) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-sizes.wake:
			send(sizes.take())
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(sizeEvery):
		}
	}
}

// sizeEvery is the least time between two sizes given to a program: a
// window dragged by hand settles in a few of them.
const sizeEvery = 100 * time.Millisecond

// endOnEOF ends the session when its input ends or fails: a program
// whose input is gone can never be used again.
type endOnEOF struct {
	r   io.Reader
	end func()
}

func (e endOnEOF) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err != nil {
		e.end()
	}
	return n, err
}
