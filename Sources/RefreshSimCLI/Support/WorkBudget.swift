/// What a long command plans to do, told before it starts and refused above a default budget, so
/// a file that is within every scenario limit cannot quietly ask for many minutes and hundreds of
/// megabytes. The flag named in the refusal lifts the budget.
enum WorkBudget {
    /// `animate`: frames × pixels a frame. 2 billion is about a minute of a 390×844 screen at
    /// 30 frames a second, tens of seconds of drawing and a GIF of tens of MB.
    static let animationPixels = 2_000_000_000
    /// `review` and `check --review`: frames × pixels of every phone film on the page together.
    /// The 64 bundled scenarios take 3.2 billion; 20 billion leaves room for long runs while
    /// refusing a page whose films alone take minutes and gigabytes.
    static let reviewPixels = 20_000_000_000
    /// `sweep`: cells. 200,000 is about 15 s on two cores and a report of about 50 MB.
    static let sweepCells = 200_000
    /// Bytes one cell takes in a sweep's report and CSV together (measured on the bundled sweeps).
    static let bytesPerCell = 420

    /// Prints the plan on standard error; throws past the budget unless `limit` lifts it.
    static func check(_ what: String, planned: Int, budget: Int, limit: Int?, flag: String, detail: String) throws(CLIFailure) {
        CommandLineEntry.printError("\(what): \(detail)")
        let allowed = limit ?? budget
        guard planned <= allowed else {
            throw .badInput("\(what): \(detail) is over the budget of \(allowed.formatted3); give \(flag) \(planned) to run it anyway")
        }
    }
}

extension Int {
    /// `2,000,000,000`.
    var formatted3: String {
        let digits = String(self.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (self < 0 ? "-" : "") + out
    }
}
