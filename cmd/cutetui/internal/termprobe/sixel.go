package termprobe

import (
	"os"
	"strings"
	"time"

	"golang.org/x/sys/unix"
	"golang.org/x/term"

	"github.com/cutetui/cutetui/internal/termimg"
)

// QuerySixel asks the controlling terminal for its device attributes
// (DA1, which every terminal answers) and reports whether they list
// sixel graphics. It gives up after timeout and never leaves the terminal
// in raw mode.
func QuerySixel(timeout time.Duration) bool {
	tty, err := os.OpenFile("/dev/tty", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		return false
	}
	defer tty.Close()
	fd := int(tty.Fd())
	old, err := term.MakeRaw(fd)
	if err != nil {
		return false
	}
	defer term.Restore(fd, old)
	if _, err := tty.WriteString("\x1b[c"); err != nil {
		return false
	}
	deadline := time.Now().Add(timeout)
	var buf []byte
	chunk := make([]byte, 128)
	for len(buf) < 4096 {
		left := time.Until(deadline)
		if left <= 0 {
			return false
		}
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		n, err := unix.Poll(fds, int(left/time.Millisecond)+1)
		if err != nil && err != unix.EINTR {
			return false
		}
		if n <= 0 {
			continue
		}
		k, err := unix.Read(fd, chunk)
		if err != nil || k <= 0 {
			return false
		}
		buf = append(buf, chunk[:k]...)
		if sixel, ok := termimg.SixelInDA1(buf); ok {
			return sixel
		}
	}
	return false
}

// Images is the protocol of --images: the one named, or for auto
// the one the terminal's environment says it speaks (termimg.Detect),
// else sixel if the terminal lists it in its device attributes (asked
// only outside tmux and screen, and not of a dumb terminal).
func Images(flag string, getenv func(string) string, askSixel func() bool) string {
	if flag != "auto" {
		return flag
	}
	if p := termimg.Detect(getenv); p != termimg.Off {
		return string(p)
	}
	t := getenv("TERM")
	if getenv("TMUX") == "" && t != "" && t != "dumb" && !strings.HasPrefix(t, "screen") && !strings.HasPrefix(t, "tmux") && askSixel() {
		return string(termimg.Sixel)
	}
	return string(termimg.Off)
}
