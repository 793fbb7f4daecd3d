import RefreshSim

/// Tells the run that code used `api`, an entry point the catalogue classifies as reported
/// (`StandInCatalogue`): a `notSimulated` event with the catalogue's reason, the first time in the
/// run. Outside a run it does nothing. The stand-in's API test checks that every reported entry
/// point calls this with its own name.
package func reportNotSimulated(_ api: String) {
    guard let environment = UIKitEnvironment.current else { return }
    guard let rule = StandInCatalogue.rule(for: api), rule.treatment == .reported else {
        // A name the catalogue does not report is a bug in the stand-in, not in the code it runs.
        assertionFailure("\(api) is not a reported entry point of the catalogue")
        return
    }
    environment.notSimulatedOnce(.api(api, why: rule.note))
}
