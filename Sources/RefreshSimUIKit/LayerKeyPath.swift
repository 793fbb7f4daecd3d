import RefreshSim

/// A layer property, or a part of one, by the key path Core Animation names it with (`position.y`,
/// `bounds.size.height`, `transform.rotation.z`, `strokeEnd`…): what animations, presentation and
/// `value(forKeyPath:)` read and write. Key paths outside this table are accepted by animations but
/// not interpolated (a `notSimulated` event when a presentation layer is asked for during one).
struct LayerKeyPath {
    let kind: AnimatableValue.Kind
    let get: (CALayer) -> AnimatableValue?
    let set: (CALayer, AnimatableValue) -> Void

    static func named(_ path: String) -> LayerKeyPath? { table[path] }

    /// The property a key path is part of (`position.y` → `position`): what a layer's action is
    /// looked up by.
    static func property(of path: String) -> String {
        path.hasPrefix("transform.") ? "transform" : String(path.prefix { $0 != "." })
    }

    private static func scalar(_ get: @escaping (CALayer) -> Double?, _ set: @escaping (CALayer, Double) -> Void) -> LayerKeyPath {
        LayerKeyPath(
            kind: .scalar, get: { layer in get(layer).map(AnimatableValue.scalar) },
            set: { layer, value in if case let .scalar(x) = value { set(layer, x) } })
    }

    private static func transformPart(
        _ change: @escaping (inout TransformParts, Double) -> Void, _ read: @escaping (TransformParts) -> Double
    ) -> LayerKeyPath {
        scalar(
            { read(TransformParts($0.transform)) },
            { layer, value in
                var parts = TransformParts(layer.transform)
                change(&parts, value)
                layer.transform = parts.transform
            })
    }

    private static let table: [String: LayerKeyPath] = [
        "position": LayerKeyPath(
            kind: .point, get: { .point($0.position) }, set: { layer, value in if case let .point(p) = value { layer.position = p } }),
        "position.x": scalar({ Double($0.position.x) }, { $0.position.x = CGFloat($1) }),
        "position.y": scalar({ Double($0.position.y) }, { $0.position.y = CGFloat($1) }),
        "bounds": LayerKeyPath(
            kind: .rect, get: { .rect($0.bounds) }, set: { layer, value in if case let .rect(r) = value { layer.bounds = r } }),
        "bounds.origin": LayerKeyPath(
            kind: .point, get: { .point($0.bounds.origin) },
            set: { layer, value in if case let .point(p) = value { layer.bounds.origin = p } }),
        "bounds.size": LayerKeyPath(
            kind: .size, get: { .size($0.bounds.size) }, set: { layer, value in if case let .size(s) = value { layer.bounds.size = s } }),
        "bounds.origin.x": scalar({ Double($0.bounds.origin.x) }, { $0.bounds.origin.x = CGFloat($1) }),
        "bounds.origin.y": scalar({ Double($0.bounds.origin.y) }, { $0.bounds.origin.y = CGFloat($1) }),
        "bounds.size.width": scalar({ Double($0.bounds.size.width) }, { $0.bounds.size.width = CGFloat($1) }),
        "bounds.size.height": scalar({ Double($0.bounds.size.height) }, { $0.bounds.size.height = CGFloat($1) }),
        "anchorPoint": LayerKeyPath(
            kind: .point, get: { .point($0.anchorPoint) }, set: { layer, value in if case let .point(p) = value { layer.anchorPoint = p } }),
        "zPosition": scalar({ Double($0.zPosition) }, { $0.zPosition = CGFloat($1) }),
        "opacity": scalar({ Double($0.opacity) }, { $0.opacity = Float($1) }),
        "cornerRadius": scalar({ Double($0.cornerRadius) }, { $0.cornerRadius = CGFloat($1) }),
        "borderWidth": scalar({ Double($0.borderWidth) }, { $0.borderWidth = CGFloat($1) }),
        "shadowOpacity": scalar({ Double($0.shadowOpacity) }, { $0.shadowOpacity = Float($1) }),
        "shadowRadius": scalar({ Double($0.shadowRadius) }, { $0.shadowRadius = CGFloat($1) }),
        "shadowOffset": LayerKeyPath(
            kind: .size, get: { .size($0.shadowOffset) }, set: { layer, value in if case let .size(s) = value { layer.shadowOffset = s } }),
        "transform": LayerKeyPath(
            kind: .transform, get: { .transform($0.transform) },
            set: { layer, value in if case let .transform(t) = value { layer.transform = t } }),
        "transform.rotation": transformPart({ $0.rotation = $1 }, \.rotation),
        "transform.rotation.z": transformPart({ $0.rotation = $1 }, \.rotation),
        "transform.scale": transformPart({ $0.scale = CGSize(width: $1, height: $1) }, { Double($0.scale.width) }),
        "transform.scale.x": transformPart({ $0.scale.width = CGFloat($1) }, { Double($0.scale.width) }),
        "transform.scale.y": transformPart({ $0.scale.height = CGFloat($1) }, { Double($0.scale.height) }),
        "transform.translation.x": transformPart({ $0.translation.x = CGFloat($1) }, { Double($0.translation.x) }),
        "transform.translation.y": transformPart({ $0.translation.y = CGFloat($1) }, { Double($0.translation.y) }),
        "strokeStart": scalar(
            { ($0 as? CAShapeLayer).map { Double($0.strokeStart) } }, { ($0 as? CAShapeLayer)?.strokeStart = CGFloat($1) }),
        "strokeEnd": scalar({ ($0 as? CAShapeLayer).map { Double($0.strokeEnd) } }, { ($0 as? CAShapeLayer)?.strokeEnd = CGFloat($1) }),
        "lineWidth": scalar({ ($0 as? CAShapeLayer).map { Double($0.lineWidth) } }, { ($0 as? CAShapeLayer)?.lineWidth = CGFloat($1) }),
    ]
}
