;; Brandes' betweenness for one batch of up to 32 sources of an unweighted graph, in WebAssembly:
;; the multi-source breadth-first search of multiSourceBfs.ts and the two passes of centrality.ts,
;; with the same arithmetic in the same order, so the sums have the same bits as there. Path counts
;; σ are summed while the search records its links (a node's σ is complete once its level is).
;;
;; The caller lays the memory out and passes the byte offsets to `init` (see wasmBrandes.ts):
;; i32 arrays, f64 rows of 32 lanes per node (`node << 8`), and the recorded links last, as
;; (target, mask) pairs, so that the search can grow the memory for them.
;; Build with `npm run build:wasm -w mapweave` (writes brandesWasmBytes.ts).
(module
  ;; At most 2 GiB, so that every byte offset is a positive i32.
  (memory (export "memory") 1 32768)

  (global $order (mut i32) (i32.const 0))
  (global $offsets (mut i32) (i32.const 0))
  (global $targets (mut i32) (i32.const 0))
  (global $seen (mut i32) (i32.const 0))
  (global $reaching (mut i32) (i32.const 0))
  (global $touched (mut i32) (i32.const 0))
  (global $nodes (mut i32) (i32.const 0))
  (global $masks (mut i32) (i32.const 0))
  (global $linkStarts (mut i32) (i32.const 0))
  (global $levelStarts (mut i32) (i32.const 0))
  (global $sigma (mut i32) (i32.const 0))
  (global $carried (mut i32) (i32.const 0))
  (global $sums (mut i32) (i32.const 0))
  (global $links (mut i32) (i32.const 0))

  (func (export "init")
    (param $order i32) (param $offsets i32) (param $targets i32) (param $seen i32) (param $reaching i32)
    (param $touched i32) (param $nodes i32) (param $masks i32) (param $linkStarts i32) (param $levelStarts i32)
    (param $sigma i32) (param $carried i32) (param $sums i32) (param $links i32)
    (global.set $order (local.get $order))
    (global.set $offsets (local.get $offsets))
    (global.set $targets (local.get $targets))
    (global.set $seen (local.get $seen))
    (global.set $reaching (local.get $reaching))
    (global.set $touched (local.get $touched))
    (global.set $nodes (local.get $nodes))
    (global.set $masks (local.get $masks))
    (global.set $linkStarts (local.get $linkStarts))
    (global.set $levelStarts (local.get $levelStarts))
    (global.set $sigma (local.get $sigma))
    (global.set $carried (local.get $carried))
    (global.set $sums (local.get $sums))
    (global.set $links (local.get $links)))

  ;; Adds the batch of sources `first .. first + count - 1` to the sums: 0, or -1 when the memory
  ;; cannot grow for the recorded links (the sums are then unchanged).
  (func (export "batch") (param $first i32) (param $count i32) (result i32)
    (local $levels i32)
    (local.set $levels (call $search (local.get $first) (local.get $count)))
    (if (i32.lt_s (local.get $levels) (i32.const 0)) (then (return (i32.const -1))))
    (call $accumulate (local.get $levels))
    (i32.const 0))

  ;; Makes room for the recorded links up to `linkCount`: false when the memory cannot grow.
  (func $reserveLinks (param $linkCount i32) (result i32)
    (local $needed i32) (local $have i32)
    (local.set $needed (i32.add (global.get $links) (i32.shl (local.get $linkCount) (i32.const 3))))
    (local.set $have (i32.shl (memory.size) (i32.const 16)))
    (if (i32.le_u (local.get $needed) (local.get $have)) (then (return (i32.const 1))))
    (i32.ne
      (memory.grow (i32.shr_u (i32.add (i32.sub (local.get $needed) (local.get $have)) (i32.const 65535)) (i32.const 16)))
      (i32.const -1)))

  ;; Levels from the sources (as MultiSourceLevels.search with recorded links) and σ along them;
  ;; returns the number of levels, or -1.
  (func $search (param $first i32) (param $count i32) (result i32)
    (local $size i32) (local $bit i32) (local $node i32) (local $levels i32) (local $end i32)
    (local $touchedCount i32) (local $entry i32) (local $mask i32) (local $slot i32) (local $lastSlot i32)
    (local $neighbor i32) (local $reached i32) (local $forward i32) (local $linkCount i32)
    (local $row i32) (local $to i32) (local $lane i32) (local $at i32) (local $scan i32)
    (local $index i32) (local $limit i32) (local $fresh i32)
    (memory.fill (global.get $seen) (i32.const 0) (i32.shl (global.get $order) (i32.const 2)))
    (memory.fill (global.get $sigma) (i32.const 0) (i32.shl (global.get $order) (i32.const 8)))
    (block $sourcesDone
      (loop $sources
        (br_if $sourcesDone (i32.ge_s (local.get $bit) (local.get $count)))
        (local.set $node (i32.add (local.get $first) (local.get $bit)))
        (i32.store (i32.add (global.get $nodes) (i32.shl (local.get $size) (i32.const 2))) (local.get $node))
        (i32.store (i32.add (global.get $masks) (i32.shl (local.get $size) (i32.const 2)))
          (i32.shl (i32.const 1) (local.get $bit)))
        (i32.store (i32.add (global.get $seen) (i32.shl (local.get $node) (i32.const 2)))
          (i32.shl (i32.const 1) (local.get $bit)))
        (f64.store
          (i32.add (i32.add (global.get $sigma) (i32.shl (local.get $node) (i32.const 8))) (i32.shl (local.get $bit) (i32.const 3)))
          (f64.const 1))
        (local.set $size (i32.add (local.get $size) (i32.const 1)))
        (local.set $bit (i32.add (local.get $bit) (i32.const 1)))
        (br $sources)))
    (i32.store (global.get $levelStarts) (i32.const 0))
    (i32.store (global.get $linkStarts) (i32.const 0))
    (block $levelsDone
      (loop $levelsLoop
        (local.set $entry
          (i32.load (i32.add (global.get $levelStarts) (i32.shl (local.get $levels) (i32.const 2)))))
        (br_if $levelsDone (i32.ge_s (local.get $entry) (local.get $size)))
        (local.set $end (local.get $size))
        (local.set $levels (i32.add (local.get $levels) (i32.const 1)))
        (i32.store (i32.add (global.get $levelStarts) (i32.shl (local.get $levels) (i32.const 2))) (local.get $end))
        (local.set $touchedCount (i32.const 0))
        (block $entriesDone
          (loop $entries
            (br_if $entriesDone (i32.ge_s (local.get $entry) (local.get $end)))
            (local.set $node (i32.load (i32.add (global.get $nodes) (i32.shl (local.get $entry) (i32.const 2)))))
            (local.set $mask (i32.load (i32.add (global.get $masks) (i32.shl (local.get $entry) (i32.const 2)))))
            (local.set $slot (i32.load (i32.add (global.get $offsets) (i32.shl (local.get $node) (i32.const 2)))))
            (local.set $lastSlot (i32.load offset=4 (i32.add (global.get $offsets) (i32.shl (local.get $node) (i32.const 2)))))
            (if (i32.eqz (call $reserveLinks
                  (i32.add (local.get $linkCount) (i32.sub (local.get $lastSlot) (local.get $slot)))))
              (then (return (i32.const -1))))
            (local.set $row (i32.add (global.get $sigma) (i32.shl (local.get $node) (i32.const 8))))
            (block $slotsDone
              (loop $slots
                (br_if $slotsDone (i32.ge_s (local.get $slot) (local.get $lastSlot)))
                (local.set $neighbor (i32.load (i32.add (global.get $targets) (i32.shl (local.get $slot) (i32.const 2)))))
                (local.set $at (i32.add (global.get $reaching) (i32.shl (local.get $neighbor) (i32.const 2))))
                (local.set $reached (i32.load (local.get $at)))
                (i32.store (i32.add (global.get $touched) (i32.shl (local.get $touchedCount) (i32.const 2))) (local.get $neighbor))
                (local.set $touchedCount (i32.add (local.get $touchedCount) (i32.eqz (local.get $reached))))
                (i32.store (local.get $at) (i32.or (local.get $reached) (local.get $mask)))
                ;; `seen` holds the levels up to this one: the other sources reach the neighbour next.
                (local.set $forward
                  (i32.and (local.get $mask)
                    (i32.xor (i32.load (i32.add (global.get $seen) (i32.shl (local.get $neighbor) (i32.const 2)))) (i32.const -1))))
                (if (local.get $forward)
                  (then
                    (local.set $at (i32.add (global.get $links) (i32.shl (local.get $linkCount) (i32.const 3))))
                    (i32.store (local.get $at) (local.get $neighbor))
                    (i32.store offset=4 (local.get $at) (local.get $forward))
                    (local.set $linkCount (i32.add (local.get $linkCount) (i32.const 1)))
                    (local.set $to (i32.add (global.get $sigma) (i32.shl (local.get $neighbor) (i32.const 8))))
                    (loop $lanes
                      (local.set $lane (i32.shl (i32.ctz (local.get $forward)) (i32.const 3)))
                      (local.set $at (i32.add (local.get $to) (local.get $lane)))
                      (f64.store (local.get $at)
                        (f64.add (f64.load (local.get $at)) (f64.load (i32.add (local.get $row) (local.get $lane)))))
                      (local.set $forward (i32.and (local.get $forward) (i32.sub (local.get $forward) (i32.const 1))))
                      (br_if $lanes (local.get $forward)))))
                (local.set $slot (i32.add (local.get $slot) (i32.const 1)))
                (br $slots)))
            (i32.store offset=4 (i32.add (global.get $linkStarts) (i32.shl (local.get $entry) (i32.const 2))) (local.get $linkCount))
            (local.set $entry (i32.add (local.get $entry) (i32.const 1)))
            (br $entries)))
        ;; A large level is listed in node order (a pass over all nodes), as in the search in JS.
        (local.set $scan (i32.gt_s (local.get $touchedCount) (i32.shr_s (global.get $order) (i32.const 3))))
        (local.set $limit (select (global.get $order) (local.get $touchedCount) (local.get $scan)))
        (local.set $index (i32.const 0))
        (block $freshDone
          (loop $freshLoop
            (br_if $freshDone (i32.ge_s (local.get $index) (local.get $limit)))
            (local.set $node
              (select (local.get $index)
                (i32.load (i32.add (global.get $touched) (i32.shl (local.get $index) (i32.const 2))))
                (local.get $scan)))
            (local.set $at (i32.add (global.get $seen) (i32.shl (local.get $node) (i32.const 2))))
            (local.set $fresh
              (i32.and (i32.load (i32.add (global.get $reaching) (i32.shl (local.get $node) (i32.const 2))))
                (i32.xor (i32.load (local.get $at)) (i32.const -1))))
            (i32.store (i32.add (global.get $reaching) (i32.shl (local.get $node) (i32.const 2))) (i32.const 0))
            (if (local.get $fresh)
              (then
                (i32.store (local.get $at) (i32.or (i32.load (local.get $at)) (local.get $fresh)))
                (i32.store (i32.add (global.get $nodes) (i32.shl (local.get $size) (i32.const 2))) (local.get $node))
                (i32.store (i32.add (global.get $masks) (i32.shl (local.get $size) (i32.const 2))) (local.get $fresh))
                (local.set $size (i32.add (local.get $size) (i32.const 1)))))
            (local.set $index (i32.add (local.get $index) (i32.const 1)))
            (br $freshLoop)))
        (br $levelsLoop)))
    (local.get $levels))

  ;; Dependencies, deepest level first: a node's `carried` lanes first sum (1 + δ(w)) / σ(w) over
  ;; its recorded links, then hold its own (1 + δ) / σ for the level above; δ = σ · carried is
  ;; added to the node's sum, lane by lane from the lowest source bit.
  (func $accumulate (param $levelCount i32)
    (local $level i32) (local $entry i32) (local $end i32) (local $node i32) (local $row i32)
    (local $link i32) (local $last i32) (local $from i32) (local $bits i32) (local $lane i32)
    (local $at i32) (local $paths f64) (local $dependency f64) (local $total f64)
    (memory.fill (global.get $carried) (i32.const 0) (i32.shl (global.get $order) (i32.const 8)))
    (local.set $level (i32.sub (local.get $levelCount) (i32.const 1)))
    (block $levelsDone
      (loop $levels
        (br_if $levelsDone (i32.lt_s (local.get $level) (i32.const 1)))
        (local.set $entry (i32.load (i32.add (global.get $levelStarts) (i32.shl (local.get $level) (i32.const 2)))))
        (local.set $end (i32.load offset=4 (i32.add (global.get $levelStarts) (i32.shl (local.get $level) (i32.const 2)))))
        (block $entriesDone
          (loop $entries
            (br_if $entriesDone (i32.ge_s (local.get $entry) (local.get $end)))
            (local.set $node (i32.load (i32.add (global.get $nodes) (i32.shl (local.get $entry) (i32.const 2)))))
            (local.set $row (i32.add (global.get $carried) (i32.shl (local.get $node) (i32.const 8))))
            (local.set $link (i32.load (i32.add (global.get $linkStarts) (i32.shl (local.get $entry) (i32.const 2)))))
            (local.set $last (i32.load offset=4 (i32.add (global.get $linkStarts) (i32.shl (local.get $entry) (i32.const 2)))))
            (block $linksDone
              (loop $links
                (br_if $linksDone (i32.ge_s (local.get $link) (local.get $last)))
                (local.set $at (i32.add (global.get $links) (i32.shl (local.get $link) (i32.const 3))))
                (local.set $from (i32.add (global.get $carried) (i32.shl (i32.load (local.get $at)) (i32.const 8))))
                (local.set $bits (i32.load offset=4 (local.get $at)))
                (loop $lanes
                  (local.set $lane (i32.shl (i32.ctz (local.get $bits)) (i32.const 3)))
                  (local.set $at (i32.add (local.get $row) (local.get $lane)))
                  (f64.store (local.get $at)
                    (f64.add (f64.load (local.get $at)) (f64.load (i32.add (local.get $from) (local.get $lane)))))
                  (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
                  (br_if $lanes (local.get $bits)))
                (local.set $link (i32.add (local.get $link) (i32.const 1)))
                (br $links)))
            (local.set $bits (i32.load (i32.add (global.get $masks) (i32.shl (local.get $entry) (i32.const 2)))))
            (local.set $total (f64.load (i32.add (global.get $sums) (i32.shl (local.get $node) (i32.const 3)))))
            (loop $own
              (local.set $lane (i32.add (i32.shl (local.get $node) (i32.const 8)) (i32.shl (i32.ctz (local.get $bits)) (i32.const 3))))
              (local.set $paths (f64.load (i32.add (global.get $sigma) (local.get $lane))))
              (local.set $at (i32.add (global.get $carried) (local.get $lane)))
              (local.set $dependency (f64.mul (local.get $paths) (f64.load (local.get $at))))
              (local.set $total (f64.add (local.get $total) (local.get $dependency)))
              (f64.store (local.get $at)
                (f64.div (f64.add (f64.const 1) (local.get $dependency)) (local.get $paths)))
              (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
              (br_if $own (local.get $bits)))
            (f64.store (i32.add (global.get $sums) (i32.shl (local.get $node) (i32.const 3))) (local.get $total))
            (local.set $entry (i32.add (local.get $entry) (i32.const 1)))
            (br $entries)))
        (local.set $level (i32.sub (local.get $level) (i32.const 1)))
        (br $levels))))
)
