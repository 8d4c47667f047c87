// The page's state and its board: the game tree, the node on view, that position's legal moves and
// evaluations, and the events the other parts listen to. Nothing here knows the tabs; main.ts
// wires them to these events.
import {Chessboard, COLOR, INPUT_EVENT_TYPE, BORDER_TYPE} from "cm-chessboard/src/Chessboard.js"
import {Markers, MARKER_TYPE} from "cm-chessboard/src/extensions/markers/Markers.js"
import {Arrows} from "cm-chessboard/src/extensions/arrows/Arrows.js"
import {PromotionDialog} from "cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js"
import {api, EvalTrace, PositionInfo, ProfileInfo} from "./api"
import {GameTree} from "./tree"

export const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

export const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T
export const el = (tag: string, attrs: Record<string, string> = {}, text = "") => {
    const e = document.createElement(tag)
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v)
    if (text) e.textContent = text
    return e
}
export const errorText = (e: unknown) => e instanceof Error ? e.message : String(e)

export function message(text: string, ok = false) {
    const m = $("message")
    m.textContent = text
    m.className = ok ? "message ok" : "message"
}

// A random id for this page: the server runs one search per client id at a time, so the Search
// tab and the opponent of the Play tab use two ids and never stop each other.
const client = "page-" + Math.random().toString(36).slice(2, 12)
export const analysisClient = client + "-a", playClient = client + "-p"

export const S = {
    tree: new GameTree(START),
    node: 0, // the node on view
    info: null as PositionInfo | null, // its legal moves and state (null while loading)
    evals: [] as EvalTrace[], // its evaluation by every profile
    profiles: [] as ProfileInfo[],
    tags: [] as [string, string][], // the loaded game's PGN tags
    result: "*",
    quiet: false, // evaluations with the quiescence-resolved leaf
}

// ---- events: "position" (the node on view changed: board and list are set, its data loads),
// "loaded" (S.info and S.evals are the node's), "tree" (moves were added or removed)
type Kind = "position" | "loaded" | "tree"
const listeners: Record<Kind, (() => void)[]> = {position: [], loaded: [], tree: []}
export const on = (kind: Kind, f: () => void) => { listeners[kind].push(f) }
export const emit = (kind: Kind) => { for (const f of listeners[kind]) f() }

// ---- caches (positions are revisited a lot while stepping through a game)
const legalCache = new Map<string, PositionInfo>()
const evalCache = new Map<string, EvalTrace[]>()
const remember = <V>(m: Map<string, V>, k: string, v: V) => {
    if (m.size > 2000) m.delete(m.keys().next().value as string)
    m.set(k, v)
}
// A node's legal moves and state, asked with the moves from the start so repetitions count.
const legalKey = (id: number) => S.tree.startFen + "|" + S.tree.ucis(id).join(" ")
export async function legalOf(id: number): Promise<PositionInfo> {
    const k = legalKey(id)
    const hit = legalCache.get(k)
    if (hit) return hit
    const r = await api.legal(S.tree.startFen, S.tree.ucis(id))
    remember(legalCache, k, r)
    return r
}
export async function evalOf(fen: string, quiet = S.quiet): Promise<EvalTrace[]> {
    const k = (quiet ? "q|" : "") + fen
    const hit = evalCache.get(k)
    if (hit) return hit
    const r = (await api.eval(fen, quiet)).results
    remember(evalCache, k, r)
    return r
}
export const evalCached = (fen: string, quiet = S.quiet) => evalCache.get((quiet ? "q|" : "") + fen)
// Forgets every cached evaluation: an edited profile changed, and with it its evaluations.
export const forgetEvals = () => evalCache.clear()
// The evaluations of the position on view asked again (the profiles changed, the position did not).
export async function reloadEvals() {
    const id = S.node, seq = showSeq
    const evals = await evalOf(S.tree.get(id).fen)
    if (seq !== showSeq || !S.info) return // another position was asked for meanwhile: it loads its own
    S.evals = evals
    emit("loaded")
}

// Plays `uci` from node `from` (asking the server: legality, SAN, the new state) and returns the
// node it reaches: an existing child, or a new one (a variation when `from` has moves already;
// the main line with `main`).
// `still` is asked once the server has answered: when it says no (the game moved on meanwhile),
// nothing is added and the answer is -1.
export async function addMove(from: number, uci: string, main = false, still = () => true): Promise<number> {
    const tree = S.tree
    const r = await api.move(tree.startFen, uci, tree.ucis(from))
    if (!still() || tree !== S.tree || !tree.has(from)) return -1
    const id = tree.add(from, r.move!.uci, r.move!.san, r.fen, main)
    remember(legalCache, legalKey(id), r)
    emit("tree")
    return id
}

// ---- the board
export const LastMove = {class: "marker-lastmove", slice: "markerSquare"}
export const board: any = new Chessboard($("board"), {
    position: START.split(" ")[0],
    assetsUrl: "assets/",
    style: {borderType: BORDER_TYPE.none, showCoordinates: true, animationDuration: 150},
    extensions: [{class: Markers, props: {autoMarkers: MARKER_TYPE.frame}}, {class: Arrows}, {class: PromotionDialog}],
})
export const whiteAtBottom = () => board.getOrientation() === COLOR.white

// Turning the board is animated: the orientation is the new one only once its promise settles,
// so whatever is drawn over the board waits for it (boardTurned); turns queue one after another.
let turning: Promise<void> = Promise.resolve()
function turn(white: () => boolean): Promise<void> {
    turning = turning.then(async () => {
        const w = white()
        if (whiteAtBottom() !== w) await board.setOrientation(w ? COLOR.white : COLOR.black)
        document.body.dataset.orientation = w ? "white" : "black"
    }).catch(() => undefined)
    return turning
}
export const setOrientation = (white: boolean) => turn(() => white)
export const flip = () => turn(() => !whiteAtBottom())
export const boardTurned = () => turning

let lastSet = 0
let showSeq = 0
// Shows node `id`: board (position, last move), then loads its legal moves and evaluations.
export async function goto(id: number) {
    if (!S.tree.has(id)) return
    const seq = ++showSeq
    S.node = id
    const n = S.tree.get(id)
    // Animate single steps; while keys repeat, jump (no queue of animations).
    const now = performance.now()
    board.setPosition(n.fen.split(" ")[0], now - lastSet > 250)
    lastSet = now
    board.removeArrows()
    board.removeMarkers(LastMove)
    if (n.uci) {
        board.addMarker(LastMove, n.uci.slice(0, 2))
        board.addMarker(LastMove, n.uci.slice(2, 4))
    }
    S.info = null
    board.disableMoveInput()
    emit("position")
    try {
        const [info, evals] = await Promise.all([legalOf(id), evalOf(n.fen)])
        if (seq !== showSeq) return // a newer position was asked for meanwhile
        S.info = info
        S.evals = evals
        emit("loaded")
    } catch (e) {
        if (seq === showSeq) message(errorText(e))
    }
    if (seq === showSeq) enableInput()
}

// Who may move on the board: play mode narrows it (only the player, only at the game's head).
export const input = {
    allowed: (): boolean => true,
    onMove: async (uci: string): Promise<void> => { await goto(await addMove(S.node, uci)) },
}

function legalFrom(sq: string) { return S.info ? S.info.moves.filter(m => m.from === sq) : [] }

export function enableInput() {
    board.disableMoveInput()
    const info = S.info
    if (!info || info.status !== "ongoing" || !input.allowed()) return
    board.enableMoveInput((event: any) => {
        switch (event.type) {
        case INPUT_EVENT_TYPE.moveInputStarted: {
            const moves = legalFrom(event.squareFrom)
            board.removeLegalMovesMarkers()
            if (moves.length) board.addLegalMovesMarkers(moves)
            return moves.length > 0
        }
        case INPUT_EVENT_TYPE.validateMoveInput: {
            board.removeLegalMovesMarkers()
            const moves = legalFrom(event.squareFrom).filter(m => m.to === event.squareTo)
            if (moves.length === 0) {
                message(`${event.squareFrom}-${event.squareTo} is not a legal move`)
                return false
            }
            message("")
            if (moves[0].promotion) {
                board.showPromotionDialog(event.squareTo, info.side === "w" ? COLOR.white : COLOR.black, (r: any) => {
                    if (r && r.piece) userMove(moves[0].uci.slice(0, 4) + r.piece.charAt(1))
                    else goto(S.node)
                })
                return true
            }
            userMove(moves[0].uci)
            return true
        }
        case INPUT_EVENT_TYPE.moveInputCanceled:
        case INPUT_EVENT_TYPE.moveInputFinished:
            board.removeLegalMovesMarkers()
        }
        return true
    }, info.side === "w" ? COLOR.white : COLOR.black)
}

async function userMove(uci: string) {
    performance.clearMarks("quince:move")
    performance.mark("quince:move")
    board.disableMoveInput()
    try {
        await input.onMove(uci)
    } catch (e) {
        message(errorText(e))
        goto(S.node)
    }
}

// A new game tree (a FEN set, a PGN loaded, New): shown from its start.
export function setTree(tree: GameTree, tags: [string, string][] = [], result = "*") {
    S.tree = tree
    S.tags = tags
    S.result = result
    emit("tree")
    return goto(0)
}
