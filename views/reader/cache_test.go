package reader

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

func renderingOf(lines ...string) *rendered { return &rendered{chunks: [][]string{lines}} }

// TestCacheEvictsLeastRecentlyUsed: past its entry limit the cache drops
// the rendering used least recently; a rendering looked up stays.
func TestCacheEvictsLeastRecentlyUsed(t *testing.T) {
	c := NewCache()
	c.maxEntries = 3
	key := func(w int) renderKey { return renderKey{doc: "d", width: w} }
	for w := 1; w <= 3; w++ {
		c.put(key(w), renderingOf(fmt.Sprint(w)))
	}
	if _, ok := c.get(key(1)); !ok { // 1 is now the most recent
		t.Fatal("1 not cached")
	}
	c.put(key(4), renderingOf("4"))
	if c.Len() != 3 || c.has(key(2)) || !c.has(key(1)) || !c.has(key(3)) || !c.has(key(4)) {
		t.Errorf("after 4: len %d, has 1 %v 2 %v 3 %v 4 %v", c.Len(), c.has(key(1)), c.has(key(2)), c.has(key(3)), c.has(key(4)))
	}
	c.put(key(4), renderingOf("4 again")) // replacing is not growing
	if c.Len() != 3 {
		t.Errorf("replacing an entry: len %d", c.Len())
	}
}

// TestCacheBoundsBytes: past its byte limit the cache drops old
// renderings, but always keeps the newest, however large.
func TestCacheBoundsBytes(t *testing.T) {
	c := NewCache()
	c.maxBytes = 1000
	big := strings.Repeat("x", 400)
	for w := 1; w <= 5; w++ {
		c.put(renderKey{width: w}, renderingOf(big))
	}
	if c.Len() != 2 || c.bytes > c.maxBytes {
		t.Errorf("len %d, %d bytes (limit %d)", c.Len(), c.bytes, c.maxBytes)
	}
	c.put(renderKey{width: 9}, renderingOf(strings.Repeat("y", 5000)))
	if c.Len() != 1 || !c.has(renderKey{width: 9}) {
		t.Errorf("an oversized rendering: len %d", c.Len())
	}
}

// TestResizingManyWidthsStaysBounded: a reader resized through many widths
// keeps at most the cache's limit of renderings, and a width it dropped
// renders again when it comes back.
func TestResizingManyWidthsStaysBounded(t *testing.T) {
	cache := NewCache()
	cache.maxEntries = 4
	m := New(testutil.Common(), cache, Options{Name: "long", Source: longDoc()})
	settle := func(cmd tea.Cmd) {
		for queue := []tea.Cmd{cmd}; len(queue) > 0; queue = queue[1:] {
			if queue[0] == nil {
				continue
			}
			switch msg := queue[0]().(type) {
			case tea.BatchMsg:
				queue = append(queue, msg...)
			default:
				_, next := m.Update(msg)
				queue = append(queue, next)
			}
		}
	}
	for w := 40; w <= 120; w += 8 {
		m.SetSize(w, 20)
		settle(m.Refresh())
		if m.shown.width != w {
			t.Fatalf("width %d not rendered (shown %d)", w, m.shown.width)
		}
		if cache.Len() > 4 {
			t.Fatalf("%d renderings cached at width %d", cache.Len(), w)
		}
	}
	m.SetSize(40, 20)
	settle(m.Refresh())
	if m.shown.width != 40 || !strings.Contains(screen(m), "Paragraph 1.0") {
		t.Errorf("back at width 40 (shown %d):\n%s", m.shown.width, screen(m))
	}
}
