// The game as a tree (lichess's analysis board): every position reached is a node, its moves are
// its children, the first child is the main line and the others are variations. The board, the
// move list, the graph and play mode all read it; node ids are stable while the page lives.
import type {PgnTree, PgnTreeNode} from "./api"

export interface Node {
    id: number
    parent: number // -1 for the root (the start position)
    uci: string // the move that led here ("" at the root)
    san: string
    fen: string
    children: number[] // first: the main line
    comment?: string // after the move (at the root: before the game)
    commentBefore?: string // before the move
    nags?: number[]
}

// The usual glyphs of the numeric annotation glyphs a learner meets ($1..$6 move marks, then the
// position assessments), as PGN readers show them; others print as $n.
const NagGlyph: Record<number, string> = {
    1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!", 7: "□", 10: "=", 13: "∞", 14: "⩲", 15: "⩱",
    16: "±", 17: "∓", 18: "+−", 19: "−+", 22: "⨀", 32: "⟳", 36: "→", 40: "↑", 132: "⇆", 146: "N",
}
export const nagText = (n: number) => NagGlyph[n] ?? `$${n}`

export class GameTree {
    readonly root = 0
    private nodes = new Map<number, Node>()
    private next = 1

    constructor(fen: string) {
        this.nodes.set(0, {id: 0, parent: -1, uci: "", san: "", fen, children: []})
    }

    get(id: number): Node {
        const n = this.nodes.get(id)
        if (!n) throw new Error(`no node ${id}`)
        return n
    }
    has(id: number) { return this.nodes.has(id) }
    get startFen() { return this.get(0).fen }
    get size() { return this.nodes.size }

    // The child of `parent` reached by `uci`, added if new (a new child of a node that has
    // children is a variation; `main` puts it first: a game's moves are its main line).
    add(parent: number, uci: string, san: string, fen: string, main = false): number {
        const p = this.get(parent)
        let id = p.children.find(c => this.get(c).uci === uci)
        if (id === undefined) {
            id = this.next++
            this.nodes.set(id, {id, parent, uci, san, fen, children: []})
            p.children.push(id)
        }
        if (main) this.promote(id)
        return id
    }

    // Makes `id` its parent's first child (the main line there).
    promote(id: number) {
        const n = this.get(id)
        if (n.parent < 0) return
        const p = this.get(n.parent)
        p.children = [id, ...p.children.filter(c => c !== id)]
    }

    // Removes `id` and everything after it; returns its parent.
    remove(id: number): number {
        const n = this.get(id)
        if (n.parent < 0) return id
        const p = this.get(n.parent)
        p.children = p.children.filter(c => c !== id)
        const drop = (k: number) => { for (const c of this.get(k).children) drop(c); this.nodes.delete(k) }
        drop(id)
        return p.id
    }

    // Node ids from the root's first move to `id` (empty at the root).
    path(id: number): number[] {
        const out: number[] = []
        for (let n = this.get(id); n.parent >= 0; n = this.get(n.parent)) out.push(n.id)
        return out.reverse()
    }
    ucis(id: number) { return this.path(id).map(k => this.get(k).uci) }
    depth(id: number) { return this.path(id).length }

    // The line through `id`: its path, then the main continuation after it.
    line(id: number): number[] {
        const out = [0, ...this.path(id)]
        for (let n = this.get(id); n.children.length; n = this.get(n.children[0])) out.push(n.children[0])
        return out
    }
    mainLine(): number[] { return [0, ...this.continuation(0)] }
    continuation(id: number): number[] {
        const out: number[] = []
        for (let n = this.get(id); n.children.length; n = this.get(n.children[0])) out.push(n.children[0])
        return out
    }
    lineEnd(id: number) { const c = this.continuation(id); return c.length ? c[c.length - 1] : id }
    isMain(id: number) {
        for (let n = this.get(id); n.parent >= 0; n = this.get(n.parent))
            if (this.get(n.parent).children[0] !== n.id) return false
        return true
    }

    // Half-moves from the game's first move to the move that made `id` (0 for the first move),
    // counting from the start position's move number and side: the move number and colour.
    plyIndex(id: number) {
        const [, side] = this.startFen.split(" ")
        return this.depth(id) - 1 + (side === "b" ? 1 : 0)
    }
    moveNumber(id: number) {
        const first = Number(this.startFen.split(" ")[5] ?? 1) || 1
        return first + Math.floor(this.plyIndex(id) / 2)
    }
    whiteMoved(id: number) { return this.plyIndex(id) % 2 === 0 }

    // From /api/pgn's tree (node 0: the start position).
    static fromPgn(t: PgnTree): GameTree {
        const tree = new GameTree(t.nodes[0].fen)
        const root = tree.get(0)
        if (t.nodes[0].comment) root.comment = t.nodes[0].comment
        const walk = (from: number, to: number) => {
            for (const c of t.nodes[from].children) {
                const s = t.nodes[c]
                const id = tree.add(to, s.uci, s.san, s.fen)
                const n = tree.get(id)
                if (s.comment) n.comment = s.comment
                if (s.comment_before) n.commentBefore = s.comment_before
                if (s.nags && s.nags.length) n.nags = [...s.nags]
                walk(c, id)
            }
        }
        walk(0, 0)
        return tree
    }
    // To /api/pgn/export's tree: nodes in depth-first order, node 0 the start position.
    toPgn(): PgnTree {
        const nodes: PgnTreeNode[] = []
        const walk = (id: number, parent: number): number => {
            const n = this.get(id)
            const k = nodes.length
            const out: PgnTreeNode = {parent, uci: n.uci, san: n.san, fen: n.fen, children: []}
            if (n.comment) out.comment = n.comment
            if (n.commentBefore) out.comment_before = n.commentBefore
            if (n.nags && n.nags.length) out.nags = [...n.nags]
            nodes.push(out)
            for (const c of n.children) out.children.push(walk(c, k))
            return k
        }
        walk(0, -1)
        return {nodes}
    }
}
