// The SwiftUI stand-in's rows of the one table (`StandInCatalogue.rules`): the public entry points
// of Sources/RefreshSimSwiftUI, classified as the UIKit stand-in's are. Plain Swift, no imports:
// linked into Tools/RefreshSimPort with StandInCatalogue.swift.

extension StandInCatalogue {
    static let swiftUIRules: [StandInRule] = [
        // Views: resolved into the engine's list (the SwiftUI stand-in's article).
        StandInRule("View.*", .simulated, "SwiftUI: a body resolved into the list's rows and their actions"),
        StandInRule(
            "View.onAppear(perform:)", .simulated, "SwiftUI: a row's, when the list shows it; outside the list, when the screen appears"),
        StandInRule("View.onDisappear(perform:)", .simulated, "SwiftUI: a row's, when it leaves the realisation window"),
        StandInRule(
            "View.task(priority:_:)", .simulated,
            "SwiftUI: a task on the simulated main queue while the view is shown, cancelled when it goes"),
        StandInRule(
            "View.task(id:priority:_:)", .simulated,
            "SwiftUI: as task(priority:_:), and cancelled and started again when an evaluation gives another id"),
        StandInRule("View.refreshable(action:)", .simulated, "SwiftUI: a UIRefreshControl whose firing runs the action as a task"),
        StandInRule("View.frame(width:height:alignment:)", .simulated, "SwiftUI: a row's outermost height is its height"),
        StandInRule("View.padding(_:)", .inert, "SwiftUI: a row measures the scenario's height, whatever its padding"),
        StandInRule("View.padding(_:_:)", .inert, "SwiftUI: a row measures the scenario's height, whatever its padding"),
        StandInRule("View.font(_:)", .inert, "SwiftUI: text is not drawn; a row measures the scenario's height"),
        StandInRule("View.foregroundColor(_:)", .inert, "SwiftUI: nothing is drawn"),
        StandInRule("View.foregroundStyle(_:)", .inert, "SwiftUI: nothing is drawn"),
        StandInRule("View.bold(_:)", .inert, "SwiftUI: text is not drawn"),
        StandInRule("View.lineLimit(_:)", .inert, "SwiftUI: a row measures the scenario's height"),
        StandInRule("View.frame(maxWidth:alignment:)", .inert, "SwiftUI: widths are the screen's"),
        StandInRule("View.navigationTitle(_:)", .inert, "SwiftUI: a title for a navigation bar the screen does not have"),
        StandInRule(
            "View.listStyle(_:)", .reported,
            "SwiftUI: any style but .plain: the list is laid out plain, without the style's insets, headers and spacing"),
        StandInRule(
            "View.animation(_:value:)", .reported,
            "SwiftUI: implicit animations are not run; list updates animate only inside withAnimation"),
        StandInRule("Never.*", .simulated, "SwiftUI: a primitive view's body"),
        StandInRule("Optional.*", .simulated, "SwiftUI: an if without else"),
        StandInRule("ViewBuilder.*", .simulated, "SwiftUI: the body's result builder"),
        StandInRule("EmptyView.*", .simulated, "SwiftUI: no rows"),
        StandInRule("TupleView.*", .simulated, "SwiftUI: a builder block's views, in order"),
        StandInRule("ConditionalContent.*", .simulated, "SwiftUI: an if/else branch, each with its own identity"),
        StandInRule("AnyView.*", .simulated, "SwiftUI: the view it erases"),
        StandInRule("Group.*", .simulated, "SwiftUI: its views are its parent's"),
        StandInRule("Text.*", .simulated, "SwiftUI: a row, or part of one; not drawn"),
        StandInRule("ProgressView.*", .simulated, "SwiftUI: a row, or part of one; not drawn"),
        StandInRule("Spacer.*", .inert, "SwiftUI: room inside a row, whose height is the scenario's"),
        StandInRule("HStack.*", .simulated, "SwiftUI: one row"),
        StandInRule("VStack.*", .simulated, "SwiftUI: one row; a ScrollView's content: every view a row, all made at once"),
        StandInRule("LazyVStack.*", .simulated, "SwiftUI: rows realised within half a screen of the viewport (ListView.lazyStackMargin)"),
        StandInRule(
            "LazyVStack.init(alignment:spacing:pinnedViews:content:)", .reported,
            "SwiftUI: pinned section headers or footers are not pinned (the rows have no sections)"),
        StandInRule("PinnedScrollableViews.*", .simulated, "SwiftUI: which views a lazy stack pins"),
        StandInRule("HorizontalAlignment.*", .inert, "SwiftUI: alignment across a row changes no height"),
        StandInRule("VerticalAlignment.*", .inert, "SwiftUI: alignment across a row changes no height"),
        StandInRule("Alignment.*", .inert, "SwiftUI: alignment in a frame changes no height"),
        StandInRule("Edge.*", .inert, "SwiftUI: padding's edges"),
        StandInRule("Font.*", .inert, "SwiftUI: text is not drawn"),
        StandInRule("Color.*", .inert, "SwiftUI: nothing is drawn"),
        StandInRule("ListStyle.*", .inert, "SwiftUI: the styles listStyle(_:) takes (it reports all but .plain)"),
        StandInRule("Animation.*", .inert, "SwiftUI: the curve withAnimation is given (it reports the curve unmodelled)"),
        StandInRule(
            "withAnimation(_:_:)", .reported,
            "SwiftUI: the list updates the body's state changes cause animate over UIKit's 0.3 s row animation, whatever the curve"),
        StandInRule("Axis.*", .simulated, "SwiftUI: a ScrollView's axes"),
        StandInRule("List.*", .simulated, "SwiftUI: the scenario's scroll view, its rows the engine's list (style swiftUIList)"),
        StandInRule("ScrollView.*", .simulated, "SwiftUI: the scenario's scroll view, its stack's rows the engine's list"),
        StandInRule(
            "ScrollView.init(_:showsIndicators:content:)", .reported, "SwiftUI: a horizontal axis: the rows scroll vertically only"),
        StandInRule("ForEach.*", .simulated, "SwiftUI: one row per element, known by its id"),
        StandInRule("ViewModifier.*", .simulated, "SwiftUI: an app's modifier, its body resolved around the content"),
        StandInRule("_ViewModifier_Content.*", .simulated, "SwiftUI: the view a modifier wraps"),
        StandInRule("ModifiedContent.*", .simulated, "SwiftUI: a view and its modifier"),
        StandInRule("DynamicProperty", .simulated, "SwiftUI: a property the view graph keeps or observes"),
        StandInRule("State.*", .simulated, "SwiftUI: kept by the view's identity; a set evaluates the body again at the next layout pass"),
        StandInRule("Binding.*", .simulated, "SwiftUI: reads and writes the value it is made from"),
        StandInRule("StateObject.*", .simulated, "SwiftUI: made once per view identity; its changes evaluate the body again"),
        StandInRule("ObservedObject.*", .simulated, "SwiftUI: its changes evaluate the body again"),
        StandInRule("NavigationStack.*", .simulated, "SwiftUI: its bar is the scenario's (device.navigationBar); its content the root's"),
        StandInRule("NavigationView.*", .simulated, "SwiftUI: its bar is the scenario's (device.navigationBar); its content the root's"),
        StandInRule(
            "Section.*", .simulated,
            "SwiftUI: its rows join the list's one section; a header or footer is not laid out (the run reports it)"),
        StandInRule("Image.*", .inert, "SwiftUI: not drawn; a row measures the scenario's height"),
        StandInRule("AsyncImage.*", .inert, "SwiftUI: not loaded; a row measures the scenario's height (give it the loaded row's)"),
        StandInRule("Label.*", .inert, "SwiftUI: not drawn; a row measures the scenario's height"),
        StandInRule("Button.*", .simulated, "SwiftUI: its label is part of the row"),
        StandInRule(
            "Button.init(action:label:)", .reported,
            "SwiftUI: the scenario's finger is not delivered to SwiftUI views, so the button's action never runs"),
        StandInRule("UIHostingController.*", .simulated, "SwiftUI: hosts a root view; run it as any UIKit controller"),
    ]
}
