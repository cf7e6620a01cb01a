package termprobe

import (
	"bytes"
	"os"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
	"golang.org/x/term"
)

// queryBackground asks the controlling terminal for its background colour
// with OSC 11, followed by a device-attributes request (DA1) that every
// terminal answers, so a terminal without OSC 11 ends the wait early. It
// gives up after timeout and never leaves the terminal in raw mode.
func queryBackground(timeout time.Duration) ([3]float64, bool) {
	var rgb [3]float64
	tty, err := os.OpenFile("/dev/tty", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		return rgb, false
	}
	defer tty.Close()
	fd := int(tty.Fd())
	old, err := term.MakeRaw(fd)
	if err != nil {
		return rgb, false
	}
	defer term.Restore(fd, old)
	if _, err := tty.WriteString("\x1b]11;?\x07\x1b[c"); err != nil {
		return rgb, false
	}
	deadline := time.Now().Add(timeout)
	var buf []byte
	chunk := make([]byte, 256)
	for {
		left := time.Until(deadline)
		if left <= 0 {
			return rgb, false
		}
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		n, err := unix.Poll(fds, int(left/time.Millisecond)+1)
		if err != nil && err != unix.EINTR {
			return rgb, false
		}
		if n <= 0 {
			continue
		}
		k, err := unix.Read(fd, chunk)
		if err != nil || k <= 0 {
			return rgb, false
		}
		buf = append(buf, chunk[:k]...)
		if c, ok := parseOSC11(buf); ok {
			// Drain the DA1 answer so it does not reach the program.
			if !bytes.Contains(buf, []byte("c")) {
				drainDA1(fd, deadline)
			}
			return c, true
		}
		if i := bytes.Index(buf, []byte("\x1b[?")); i >= 0 && bytes.IndexByte(buf[i:], 'c') >= 0 {
			return rgb, false // DA1 came first: no OSC 11 support
		}
	}
}

func drainDA1(fd int, deadline time.Time) {
	chunk := make([]byte, 64)
	for time.Now().Before(deadline) {
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		n, _ := unix.Poll(fds, int(time.Until(deadline)/time.Millisecond)+1)
		if n <= 0 {
			return
		}
		k, err := unix.Read(fd, chunk)
		if err != nil || k <= 0 || bytes.IndexByte(chunk[:k], 'c') >= 0 {
			return
		}
	}
}

// parseOSC11 finds "ESC ] 11 ; rgb:RRRR/GGGG/BBBB" ended by BEL or ST and
// returns the colour with each channel in [0,1].
func parseOSC11(b []byte) ([3]float64, bool) {
	var rgb [3]float64
	i := bytes.Index(b, []byte("]11;rgb:"))
	if i < 0 {
		return rgb, false
	}
	rest := b[i+len("]11;rgb:"):]
	end := bytes.IndexAny(rest, "\x07\x1b")
	if end < 0 {
		return rgb, false
	}
	parts := bytes.Split(rest[:end], []byte("/"))
	if len(parts) != 3 {
		return rgb, false
	}
	for j, p := range parts {
		if len(p) == 0 || len(p) > 4 {
			return rgb, false
		}
		v, err := strconv.ParseUint(string(p), 16, 32)
		if err != nil {
			return rgb, false
		}
		rgb[j] = float64(v) / float64(uint64(1)<<(4*len(p))-1)
	}
	return rgb, true
}

// luminance is the relative luminance of an sRGB colour (Rec. 709 weights).
func luminance(c [3]float64) float64 {
	return 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
}
