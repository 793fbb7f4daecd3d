import Foundation

/// Nonlinear least squares by Levenberg–Marquardt (Marquardt 1963; Press et al., *Numerical
/// Recipes*, §15.5): minimises `Σ rᵢ(p)²` over parameters `p`, each kept inside its bounds.
///
/// Written here, small, because no package in reach does it for Swift on both Linux and macOS:
/// the package mirror's numeric package (swift-numerics 1.1.1) has no optimiser, and Accelerate's
/// solvers are Apple's only. A fit here has at most a dozen parameters and a few thousand
/// residuals, so the Jacobian is taken by forward differences and the normal equations
/// `(JᵀJ + λ·diag(JᵀJ))·δ = −Jᵀr` are solved by Gaussian elimination with partial pivoting.
public struct LevenbergMarquardt: Sendable {
    /// One parameter: where to start and where it must stay.
    public struct Parameter: Sendable, Equatable {
        public var start: Double
        public var bounds: ClosedRange<Double>

        public init(start: Double, bounds: ClosedRange<Double>) {
            self.start = min(max(start, bounds.lowerBound), bounds.upperBound)
            self.bounds = bounds
        }
    }

    public struct Result: Sendable, Equatable {
        public var parameters: [Double]
        /// `Σ rᵢ²` at `parameters`.
        public var cost: Double
        public var iterations: Int
        /// Whether a step stopped improving the cost by more than the tolerance.
        public var converged: Bool
    }

    public var maxIterations = 200
    /// Stop when a step changes the cost by less than this share of it.
    public var relativeTolerance = 1e-12

    public init() {}

    /// - Parameter residuals: the residuals at a point (the same count at every point).
    public func minimize(_ parameters: [Parameter], residuals: ([Double]) -> [Double]) -> Result {
        var p = parameters.map(\.start)
        var r = residuals(p)
        var cost = Self.sumOfSquares(r)
        var lambda = 1e-3
        var iteration = 0
        while iteration < maxIterations {
            iteration += 1
            let jacobian = Self.jacobian(at: p, residuals: r, parameters: parameters, function: residuals)
            let (normal, gradient) = Self.normalEquations(jacobian, r)
            var improved = false
            while lambda < 1e12 {
                var damped = normal
                for i in p.indices { damped[i][i] += lambda * max(normal[i][i], 1e-12) }
                guard let step = Self.solve(damped, gradient.map { -$0 }) else {
                    lambda *= 10
                    continue
                }
                let trial = zip(p, step).enumerated().map { index, pair in
                    min(max(pair.0 + pair.1, parameters[index].bounds.lowerBound), parameters[index].bounds.upperBound)
                }
                let trialResiduals = residuals(trial)
                let trialCost = Self.sumOfSquares(trialResiduals)
                if trialCost.isFinite, trialCost < cost {
                    let change = cost - trialCost
                    (p, r, cost) = (trial, trialResiduals, trialCost)
                    lambda = max(lambda / 10, 1e-12)
                    improved = true
                    if change <= relativeTolerance * max(cost, 1e-300) {
                        return Result(parameters: p, cost: cost, iterations: iteration, converged: true)
                    }
                    break
                }
                lambda *= 10
            }
            if !improved { return Result(parameters: p, cost: cost, iterations: iteration, converged: true) }
        }
        return Result(parameters: p, cost: cost, iterations: iteration, converged: false)
    }

    static func sumOfSquares(_ values: [Double]) -> Double { values.reduce(0) { $0 + $1 * $1 } }

    /// Forward differences, stepping inward at an upper bound.
    static func jacobian(
        at p: [Double], residuals r: [Double], parameters: [Parameter], function: ([Double]) -> [Double]
    ) -> [[Double]] {
        var columns: [[Double]] = []
        for index in p.indices {
            var h = 1e-7 * max(abs(p[index]), 1e-3)
            if p[index] + h > parameters[index].bounds.upperBound { h = -h }
            var shifted = p
            shifted[index] += h
            let moved = function(shifted)
            columns.append(zip(moved, r).map { ($0 - $1) / h })
        }
        return columns
    }

    /// `JᵀJ` and `Jᵀr`, from the Jacobian's columns.
    static func normalEquations(_ columns: [[Double]], _ r: [Double]) -> ([[Double]], [Double]) {
        let n = columns.count
        var normal = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        var gradient = [Double](repeating: 0, count: n)
        for i in 0..<n {
            gradient[i] = zip(columns[i], r).reduce(0) { $0 + $1.0 * $1.1 }
            for j in i..<n {
                let value = zip(columns[i], columns[j]).reduce(0) { $0 + $1.0 * $1.1 }
                normal[i][j] = value
                normal[j][i] = value
            }
        }
        return (normal, gradient)
    }

    /// `A·x = b` by Gaussian elimination with partial pivoting; nil when `A` is singular.
    static func solve(_ a: [[Double]], _ b: [Double]) -> [Double]? {
        var a = a
        var b = b
        let n = b.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-300
            else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                guard factor != 0 else { continue }
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            let sum = ((row + 1)..<n).reduce(0) { $0 + a[row][$1] * x[$1] }
            x[row] = (b[row] - sum) / a[row][row]
        }
        return x.allSatisfy(\.isFinite) ? x : nil
    }
}
