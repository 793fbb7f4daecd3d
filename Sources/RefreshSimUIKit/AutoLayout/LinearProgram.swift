import RefreshSim

/// A linear program in standard form — minimise `cost · x` subject to `Σ aᵢⱼxⱼ = bᵢ` for each row
/// and `x ≥ 0` — solved by the two-phase simplex method on a dense tableau with Bland's rule (the
/// lowest-numbered improving column enters, ties in the ratio test leave by the lowest-numbered
/// basic variable), which cannot cycle. Auto Layout's systems are a few dozen variables, solved
/// from scratch at each layout pass; no package in the mirror solves linear programs (nor is there
/// a Cassowary), so this is the one the layout engine uses (`LayoutEngine`).
struct LinearProgram {
    var variableCount = 0
    private(set) var rows: [(terms: [Int: Double], constant: Double)] = []
    var cost: [Int: Double] = [:]

    enum Outcome: Equatable {
        case optimal([Double])
        /// No x ≥ 0 satisfies every row.
        case infeasible
    }

    mutating func addVariable() -> Int {
        variableCount += 1
        return variableCount - 1
    }

    /// `Σ terms = constant`.
    mutating func addRow(_ terms: [Int: Double], equals constant: Double) {
        rows.append((terms, constant))
    }

    private static let epsilon = 1e-9

    func solve() -> Outcome {
        let m = rows.count
        let n = variableCount
        guard m > 0 else { return .optimal([Double](repeating: 0, count: n)) }
        // Columns: the n variables, then one artificial per row, then the right-hand side.
        let width = n + m + 1
        var tableau = [[Double]](repeating: [Double](repeating: 0, count: width), count: m)
        var basis = [Int](repeating: 0, count: m)
        for (i, row) in rows.enumerated() {
            let sign: Double = row.constant < 0 ? -1 : 1
            for (j, a) in row.terms { tableau[i][j] += sign * a }
            tableau[i][n + i] = 1
            tableau[i][width - 1] = sign * row.constant
            basis[i] = n + i
        }
        // Phase 1: minimise the artificials' sum.
        var phaseOne = [Double](repeating: 0, count: width)
        for j in n..<(n + m) { phaseOne[j] = 1 }
        guard Self.run(&tableau, &basis, cost: phaseOne, allowed: n + m) else { return .infeasible }
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= n ? tableau[$1][width - 1] : 0) }
        if infeasibility > 1e-7 { return .infeasible }
        // Artificials left in the basis at zero: pivot them out where a real column can replace them.
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { abs(tableau[i][$0]) > Self.epsilon }) { Self.pivot(&tableau, &basis, row: i, column: j) }
        }
        // Phase 2: the cost, with the artificials kept out.
        var phaseTwo = [Double](repeating: 0, count: width)
        for (j, c) in cost { phaseTwo[j] = c }
        guard Self.run(&tableau, &basis, cost: phaseTwo, allowed: n) else { return .infeasible }
        var solution = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { solution[basis[i]] = tableau[i][width - 1] }
        return .optimal(solution)
    }

    /// Simplex iterations on the columns below `allowed`; false if the cost is unbounded.
    private static func run(_ tableau: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int) -> Bool {
        let m = tableau.count
        let width = tableau[0].count
        for _ in 0..<10_000 {
            // Reduced costs: c_j − Σ c_B · a_ij.
            var entering: Int?
            for j in 0..<allowed {
                if basis.contains(j) { continue }
                var reduced = cost[j]
                for i in 0..<m { reduced -= cost[basis[i]] * tableau[i][j] }
                if reduced < -epsilon {
                    entering = j
                    break
                }
            }
            guard let column = entering else { return true }
            var leaving: Int?
            var best = Double.infinity
            for i in 0..<m where tableau[i][column] > epsilon {
                let ratio = tableau[i][width - 1] / tableau[i][column]
                if ratio < best - epsilon || (abs(ratio - best) <= epsilon && basis[i] < basis[leaving ?? i]) {
                    best = ratio
                    leaving = i
                }
            }
            guard let row = leaving else { return false }
            pivot(&tableau, &basis, row: row, column: column)
        }
        return true
    }

    private static func pivot(_ tableau: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let factor = tableau[row][column]
        for j in tableau[row].indices { tableau[row][j] /= factor }
        for i in tableau.indices where i != row {
            let multiple = tableau[i][column]
            guard multiple != 0 else { continue }
            for j in tableau[i].indices { tableau[i][j] -= multiple * tableau[row][j] }
        }
        basis[row] = column
    }
}
