import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Seed 002's WKNavigationDelegate sequences, with their times.
struct WebViewTests {
    final class Recorder: NavigationDelegate {
        var calls: [String] = []
        func webView(_ webView: WebView, decidePolicyForNavigationAction navigation: Navigation) { calls.append("decidePolicy(action)") }
        func webView(_ webView: WebView, didStartProvisionalNavigation navigation: Navigation) { calls.append("didStartProvisional") }
        func webView(_ webView: WebView, didReceiveServerRedirectForProvisionalNavigation navigation: Navigation) {
            calls.append("didReceiveServerRedirect")
        }
        func webView(_ webView: WebView, decidePolicyForNavigationResponse navigation: Navigation) {
            calls.append("decidePolicy(response)")
        }
        func webView(_ webView: WebView, didCommit navigation: Navigation) { calls.append("didCommit") }
        func webView(_ webView: WebView, didFinish navigation: Navigation) { calls.append("didFinish") }
        func webView(_ webView: WebView, didFailProvisionalNavigation navigation: Navigation, withError error: NavigationError) {
            calls.append("didFailProvisional(\(error.rawValue))")
        }
        func webView(_ webView: WebView, didFail navigation: Navigation, withError error: NavigationError) {
            calls.append("didFail(\(error.rawValue))")
        }
    }

    func load(_ plan: WebLoadPlan, seconds: Double = 4, reloadAgainAt: Double? = nil) -> (Recorder, WebView, ScrollViewHarness) {
        let harness = ScrollViewHarness(contentHeight: 3000)
        let webView = WebView(scrollView: harness.scrollView, plan: plan)
        let recorder = Recorder()
        webView.navigationDelegate = recorder
        webView.reload()
        if let again = reloadAgainAt {
            harness.runtime.main.asyncAfter(deadline: again) { webView.reload() }
        }
        while harness.runtime.now < seconds { harness.step() }
        return (recorder, webView, harness)
    }

    @Test func plainLoadFollowsSeed002() {
        let (recorder, webView, harness) = load(WebLoadPlan(commitAfter: 0.6, finishAfter: 1.5, pageHeight: 2500))
        #expect(recorder.calls == ["decidePolicy(action)", "didStartProvisional", "decidePolicy(response)", "didCommit", "didFinish"])
        let events = harness.runtime.events
        #expect(events.first { $0.name == "didCommit" }?.time == 0.6)
        #expect(events.first { $0.name == "didFinish" }?.time == 1.5)
        #expect(webView.estimatedProgress == 1)
        #expect(!webView.isLoading)
        #expect(harness.scrollView.contentSize.height == 2500)
    }

    @Test func commitReplacesTheDocumentWithOneBlankViewport() {
        let (_, _, harness) = load(WebLoadPlan(commitAfter: 0.6, finishAfter: 1.5, pageHeight: 2500), seconds: 1)
        #expect(harness.scrollView.contentSize.height == 568)
    }

    @Test func redirectAddsItsCallbacks() {
        let (recorder, _, _) = load(WebLoadPlan(commitAfter: 0.9, finishAfter: 2, redirects: 1))
        #expect(
            recorder.calls == [
                "decidePolicy(action)", "didStartProvisional", "decidePolicy(action)", "didReceiveServerRedirect",
                "decidePolicy(response)", "didCommit", "decidePolicy(action)", "didFinish",
            ])
    }

    @Test func provisionalFailureNeverCommits() {
        let (recorder, webView, harness) = load(WebLoadPlan(commitAfter: 0.8, finishAfter: 1.5, fail: .provisional))
        #expect(recorder.calls == ["decidePolicy(action)", "didStartProvisional", "didFailProvisional(failed)"])
        #expect(webView.phase == .failed)
        #expect(harness.scrollView.contentSize.height == 3000)  // the old document stays
    }

    @Test func failureAfterCommitLeavesABlankPage() {
        let (recorder, _, harness) = load(WebLoadPlan(commitAfter: 0.5, finishAfter: 1.5, fail: .afterCommit))
        #expect(
            recorder.calls == ["decidePolicy(action)", "didStartProvisional", "decidePolicy(response)", "didCommit", "didFail(failed)"])
        #expect(harness.scrollView.contentSize.height == 568)
    }

    @Test func reloadWhileLoadingCancelsTheFirstNavigation() {
        let (recorder, _, harness) = load(WebLoadPlan(commitAfter: 0.6, finishAfter: 1.5), reloadAgainAt: 0.2)
        #expect(
            recorder.calls == [
                "decidePolicy(action)", "didStartProvisional", "didFailProvisional(cancelled)",
                "decidePolicy(action)", "didStartProvisional", "decidePolicy(response)", "didCommit", "didFinish",
            ])
        #expect(abs((harness.runtime.events.first { $0.name == "didCommit" }?.time ?? 0) - 0.8) < 1e-9)
    }
}

struct LoaderTests {
    @Test func appendGrowsTheContentBeforeTheCompletionRuns() {
        let harness = ScrollViewHarness(contentHeight: 1000)
        let loader = AppendLoader(seconds: 1, height: 400, scrollView: harness.scrollView)
        var heightAtCompletion: Double?
        loader.load { _ in heightAtCompletion = harness.scrollView.contentSize.height }
        #expect(loader.phase == .loading)
        while harness.runtime.now < 1.5 { harness.step() }
        #expect(heightAtCompletion == 1400)
        #expect(loader.phase == .idle)
    }

    @Test func delayCompletesAtItsDeadlineExactly() {
        let harness = ScrollViewHarness()
        let loader = DelayLoader(seconds: 0.75, runtime: harness.runtime)
        var completedAt: Double?
        loader.load { _ in completedAt = harness.runtime.now }
        while harness.runtime.now < 1 { harness.step() }
        #expect(completedAt == 0.75)
    }
}
