package serve

import (
	"io"
	"time"
)

// throttle limits how fast a session's input is read: perSec bytes a
// second with bursts of burst bytes. Typing and pasting a pane fit well
// within it; a client flooding input is slowed down to it, so that its
// program cannot take the CPU from the rest of the class.
type throttle struct {
	r      io.Reader
	perSec float64
	burst  float64
	tokens float64
	last   time.Time
	sleep  func(time.Duration)
	now    func() time.Time
}

func newThrottle(r io.Reader, perSec, burst int) *throttle {
	return &throttle{r: r, perSec: float64(perSec), burst: float64(burst), tokens: float64(burst),
		last: time.Now(), sleep: time.Sleep, now: time.Now}
}

// Read reads at most as many bytes as the bucket holds, waiting for at
// least one token first.
func (t *throttle) Read(p []byte) (int, error) {
	t.refill()
	if t.tokens < 1 {
		t.sleep(time.Duration((1 - t.tokens) / t.perSec * float64(time.Second)))
		t.refill()
	}
	n := min(len(p), int(t.tokens))
	n, err := t.r.Read(p[:max(n, 1)])
	t.tokens -= float64(n)
	return n, err
}

func (t *throttle) refill() {
	now := t.now()
	t.tokens = min(t.burst, t.tokens+now.Sub(t.last).Seconds()*t.perSec)
	t.last = now
}
