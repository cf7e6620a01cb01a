package reader

import "container/list"

// Cache limits: a Cache keeps at most cacheEntries renderings and about
// cacheBytes of their text, dropping the least recently used first.
const (
	cacheEntries = 48
	cacheBytes   = 16 << 20
)

// Cache holds renderings per (document, width, style, colour profile), so
// that going back to a lesson or resizing back is free. It is bounded:
// past its limits the rendering used least recently is dropped (a reader
// keeps the one it shows; a dropped one is rendered again when needed).
// It is only touched from Update, never from a command's goroutine.
type Cache struct {
	byKey map[renderKey]*list.Element // of *cacheEntry
	lru   list.List                   // most recently used first
	bytes int
	// maxEntries and maxBytes are the limits (cacheEntries, cacheBytes).
	maxEntries, maxBytes int
}

type cacheEntry struct {
	key   renderKey
	r     *rendered
	bytes int
}

// NewCache returns an empty rendering cache.
func NewCache() *Cache {
	return &Cache{byKey: map[renderKey]*list.Element{}, maxEntries: cacheEntries, maxBytes: cacheBytes}
}

// get returns the rendering at k, if cached, and marks it used.
func (c *Cache) get(k renderKey) (*rendered, bool) {
	e, ok := c.byKey[k]
	if !ok {
		return nil, false
	}
	c.lru.MoveToFront(e)
	return e.Value.(*cacheEntry).r, true
}

// has reports whether a rendering at k is cached, without using it.
func (c *Cache) has(k renderKey) bool { _, ok := c.byKey[k]; return ok }

// put caches r at k, then drops the least recently used renderings while
// the cache is over its limits (never r itself).
func (c *Cache) put(k renderKey, r *rendered) {
	if e, ok := c.byKey[k]; ok {
		c.bytes -= e.Value.(*cacheEntry).bytes
		c.lru.Remove(e)
	}
	n := r.size()
	c.byKey[k] = c.lru.PushFront(&cacheEntry{key: k, r: r, bytes: n})
	c.bytes += n
	for c.lru.Len() > 1 && (c.lru.Len() > c.maxEntries || c.bytes > c.maxBytes) {
		last := c.lru.Back()
		e := last.Value.(*cacheEntry)
		c.lru.Remove(last)
		delete(c.byKey, e.key)
		c.bytes -= e.bytes
	}
}

// Len is how many renderings are cached.
func (c *Cache) Len() int { return c.lru.Len() }

// size is about how many bytes r holds.
func (r *rendered) size() int {
	n := 0
	for _, ch := range r.chunks {
		for _, l := range ch {
			n += len(l) + 16
		}
	}
	return n
}
