// The explorer's JSON API (docs/explorer.md), as the page uses it.

export type Pair = [number, number]

export interface TermTrace { white: Pair; black: Pair; total: Pair; blended: number }
export interface PiecePart { term: string; what: string; value: Pair }
export interface PieceTrace { square: string; piece: string; parts: PiecePart[]; total: Pair; blended: number }
export interface EvalTrace {
    profile: string
    units_per_cp: number
    fen: string
    terms: Record<string, TermTrace | null>
    phase: number
    early_exit: boolean
    mul_material: Pair
    mul_rules: Pair
    mul: Pair
    mixed: number
    eval_white: number
    eval_stm: number
    wdl: [number, number, number]
    pieces: PieceTrace[]
    unattributed: Record<string, Pair>
    // With {"quiet": true}: the profile's quiescence line from the position and the evaluation
    // of its leaf (the same terms once the captures have settled).
    quiet?: {line: {uci: string; san: string}[]; fen: string; eval: EvalTrace}
}
export interface ProfileInfo { name: string; units_per_cp: number; threats: boolean }
export interface Profiles { profiles: ProfileInfo[]; default: string; terms: {key: string; name: string}[] }
export interface Opening { eco: string; name: string; ply?: number }
export interface LegalMove { uci: string; san: string; from: string; to: string; promotion?: string }
export interface PositionInfo {
    fen: string
    side: "w" | "b"
    in_check: boolean
    status: string
    moves: LegalMove[]
    move?: {uci: string; san: string}
    opening?: Opening | null // a server without opening names leaves it out
}
export interface PgnTreeNode {
    parent: number
    uci: string
    san: string
    fen: string
    comment_before?: string
    comment?: string
    nags?: number[]
    children: number[] // first: the main line
}
export interface PgnTree { nodes: PgnTreeNode[] }
export interface PgnGame {
    tags: [string, string][]
    result: string
    positions: string[]
    moves: {san: string; uci: string}[]
    tree?: PgnTree // with variations, comments and NAGs (node 0: the start position)
}
export interface Pst { profile: string; piece: string; stage: string; units_per_cp: number; values: number[]; diff?: string; tables?: boolean }

// An edited profile (docs/explorer.md, "Weight editor"): a registered base, in a model and PST
// source, with elements set as a profile file's lines set them. The server builds it for each
// request that names it; nothing is stored there.
export type WeightValue = number | Pair
export interface EditedProfile {
    name: string // shown in the page's profile lists, e.g. "fruit21 (edited)"
    base: string
    model?: number
    pst?: "generated" | "tables"
    set: Record<string, WeightValue>
    fixed?: string[]
}
export interface WeightInfo { name: string; field: string; value: WeightValue; min: number; max: number; fixed: boolean }
export interface WeightGroup { key: string; name: string; weights: WeightInfo[] }
export interface Weights {
    profile: string; model: string; model_index: number; pst: "generated" | "tables"; units_per_cp: number
    groups: WeightGroup[]; pst_tables?: Pair[][]
}

// The page's edited profile, if any: a profile name the page shows is this one when it is its name.
export const edited = {profile: null as EditedProfile | null}
// What a request sends for a profile the page names: the name, or the edited profile itself.
export const profileRef = (name: string): string | EditedProfile =>
    edited.profile && name === edited.profile.name ? edited.profile : name
// Every registered profile and the edited one: the profiles of the evaluation table and graph.
const allProfiles = () => edited.profile ? {profiles: [...registeredNames, edited.profile]} : {}
let registeredNames: string[] = []
export const setRegistered = (names: string[]) => { registeredNames = names }

// An error answer of the server: its message, and its HTTP status (404: an endpoint this server
// does not have; 503: too many searches running).
export class ApiError extends Error {
    constructor(message: string, readonly status = 0) { super(message) }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await fetch(path, {
        method,
        headers: body === undefined ? {} : {"Content-Type": "application/json"},
        body: body === undefined ? undefined : JSON.stringify(body),
    })
    const j = await r.json().catch(() => ({error: `HTTP ${r.status}`}))
    if (!r.ok) throw new ApiError(j.error ?? `HTTP ${r.status}`, r.status)
    return j as T
}

export const api = {
    profiles: () => call<Profiles>("GET", "/api/profiles"),
    eval: (fen: string, quiet = false) =>
        call<{fen: string; results: EvalTrace[]}>("POST", "/api/eval", quiet ? {fen, quiet, ...allProfiles()} : {fen, ...allProfiles()}),
    evals: (fens: string[]) => call<{profiles: string[]; eval_white: Record<string, number[]>}>("POST", "/api/evals", {fens, ...allProfiles()}),
    legal: (fen: string, moves?: string[]) => call<PositionInfo>("POST", "/api/legal", moves?.length ? {fen, moves} : {fen}),
    move: (fen: string, move: string, moves?: string[]) =>
        call<PositionInfo>("POST", "/api/move", moves?.length ? {fen, moves, move} : {fen, move}),
    opening: (fen: string, moves: string[]) => call<{opening: Opening | null}>("POST", "/api/opening", {fen, moves}),
    pgn: (pgn: string) => call<PgnGame>("POST", "/api/pgn", {pgn}),
    pgnExport: (tree: PgnTree, tags: [string, string][], result: string) =>
        call<{pgn: string}>("POST", "/api/pgn/export", {tree, tags, result}),
    pst: (profile: string, piece: string, stage: string, diff: string) =>
        call<Pst>("POST", "/api/pst", {profile: profileRef(profile), piece, stage, ...(diff ? {diff: profileRef(diff)} : {})}),
    weights: (profile: string | EditedProfile) => call<Weights>("POST", "/api/weights", {profile}),
    profileText: (profile: string | EditedProfile) => call<{name: string; text: string}>("POST", "/api/profile/text", {profile}),
    profileUpload: (text: string) =>
        call<{base: string; model: number; pst: "generated" | "tables"; set: Record<string, WeightValue>; fixed: string[]}>(
            "POST", "/api/profile/upload", {text}),
    stop: (client: string) => call<{stopped: boolean}>("POST", "/api/stop", {client}),
    explain: (fen: string, moves: string[], line: string[], profiles?: string[]) =>
        call<Explanation>("POST", "/api/explain", profiles ? {fen, moves, line, profiles: profiles.map(profileRef)} : {fen, moves, line, ...allProfiles()}),
}

// POST /api/explain: what a line plays for (docs/analysis.md). Numerators over `denominator`.
export interface ExplainPart { what: string; piece: string | null; start: string | null; end: string | null; before: number; after: number }
export interface ExplainTerm { term: string; before: number; after: number; parts: ExplainPart[] }
export interface ExplainEnd { fen: string; quiet: string[]; quiet_fen: string; eval: number; mated: boolean; rounding: number }
export interface ExplainProfile {
    profile: string; denominator: number; start: ExplainEnd; end: ExplainEnd; change: number
    terms: ExplainTerm[]; rounding_change: number
}
export interface Explanation { fen: string; line: string[]; profiles: ExplainProfile[] }

// POST /api/analyse: progress events, then the analysed game (docs/analysis.md, "quince analyse").
export type Score = {cp?: number; mate?: number; winner?: "white" | "black"} // winner: a checkmate on the board
export interface MoveVerdict {
    ply: number; san: string; uci: string; eval: Score; best: string; best_eval: Score
    drop: number; cp_loss: number; nag: number; line: string[]
}
export interface SideSummary { moves: number; inaccuracies: number; mistakes: number; blunders: number; average_loss: number }
export interface GameAnalysis {
    type: "analysis"; complete: boolean; moves: MoveVerdict[]; summary: {white: SideSummary; black: SideSummary}
    tree: PgnTree; tags: [string, string][]; result: string; pgn: string
}
export type AnalyseEvent = {type: "progress"; done: number; total: number} | GameAnalysis

export interface SearchInfo {
    type: "info"
    depth: number
    seldepth?: number
    multipv?: number
    score?: {cp?: number; mate?: number}
    score_white_cp?: number
    bound?: string
    wdl?: [number, number, number]
    nodes?: number
    nps?: number
    time?: number
    pv?: string[]
    pv_san?: string[]
}
export interface SearchBest { type: "bestmove"; move: string; san: string; ponder?: string }
export type SearchEvent = SearchInfo | SearchBest | {type: "message"; text: string}

// POST /api/search: the server-sent events of one search, each passed to onEvent, until the
// stream ends (bestmove) or the signal aborts it.
export function search(body: Record<string, unknown>, onEvent: (e: SearchEvent) => void,
                       signal?: AbortSignal): Promise<void> {
    return stream("/api/search", withProfileRef(body), onEvent, signal)
}
const withProfileRef = (body: Record<string, unknown>) =>
    typeof body.profile === "string" ? {...body, profile: profileRef(body.profile)} : body

// POST /api/tune: a tuning job's events (docs/explorer.md, "Re-tune").
export type TuneEvent =
    | {type: "trace"; positions: number; lines: number; bad: number; games: number; skipped_games: number; seconds: number}
    | {type: "start"; K: number; tuned: number; train: number; val: number; train_loss: number; val_loss: number}
    | {type: "epoch"; epoch: number; epochs: number; train_loss: number; val_loss: number; best_val: number; positions_per_s: number}
    | {type: "result"; profile: EditedProfile & {model: number; pst: "generated" | "tables"}; K: number; tuned: number; epochs: number
       stopped: string; start_val: number; val: number; positions: number; positions_per_s: number; seconds: number}
    | {type: "error"; message: string}
export function tune(body: Record<string, unknown>, onEvent: (e: TuneEvent) => void, signal?: AbortSignal): Promise<void> {
    return stream("/api/tune", withProfileRef(body), onEvent, signal)
}

// POST /api/analyse: the same kind of stream for a game analysis.
export function analyse(body: Record<string, unknown>, onEvent: (e: AnalyseEvent) => void,
                        signal?: AbortSignal): Promise<void> {
    return stream("/api/analyse", withProfileRef(body), onEvent, signal)
}

async function stream<E>(path: string, body: Record<string, unknown>, onEvent: (e: E) => void,
                         signal?: AbortSignal): Promise<void> {
    const r = await fetch(path, {
        method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body), signal,
    })
    if (!r.ok || !r.body) {
        const j = await r.json().catch(() => ({error: `HTTP ${r.status}`}))
        throw new ApiError(j.error ?? `HTTP ${r.status}`, r.status)
    }
    const reader = r.body.getReader()
    const decoder = new TextDecoder()
    let buf = ""
    for (;;) {
        const {value, done} = await reader.read()
        if (done) break
        buf += decoder.decode(value, {stream: true})
        let k
        while ((k = buf.indexOf("\n\n")) >= 0) {
            const chunk = buf.slice(0, k)
            buf = buf.slice(k + 2)
            for (const line of chunk.split("\n"))
                if (line.startsWith("data: ")) onEvent(JSON.parse(line.slice(6)))
        }
    }
}
