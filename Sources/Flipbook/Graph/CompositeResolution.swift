import Observation

extension ResolveContext {
    /// Resolves a view with a body: the body is evaluated again only when the view's own state
    /// changed or its parent gave it new inputs; otherwise the elements of last time are reused
    /// whole, or (when a view inside it changed state) its last body is resolved again.
    func resolveComposite(_ view: any View) -> [Element] {
        let record = owner.child(at: id, type: ObjectIdentifier(type(of: view)))
        let needsBody = record.isDirty || inputsChanged || record.body == nil
        if !needsBody, !record.hasDirtyDescendant { return record.elements }
        var inner = self
        inner.owner = record
        inner.id = id.appending(.body)
        inner.inputsChanged = needsBody
        inner.isFresh = needsBody
        let resolveBody = { [graph, environment] (shown: any View) -> [Element] in
            if needsBody {
                record.view = shown
                record.body = graph.evaluateBody(of: shown, record: record, environment: environment)
            }
            record.beginResolve()
            defer { record.endResolve() }
            return inner.resolve(record.body!)
        }
        if let animatable = view as? any (View & Animatable), Self.hasAnimatableData(animatable) {
            record.elements = resolveAnimatable(animatable, record: record, evaluate: resolveBody)
        } else {
            record.elements = resolveBody(view)
        }
        return record.elements
    }

    private static func hasAnimatableData<V: View & Animatable>(_ view: V) -> Bool {
        V.AnimatableData.self != EmptyAnimatableData.self
    }
}

extension ViewGraph {
    /// Binds the view's dynamic properties to `record` and evaluates its body, watching the
    /// observable properties it reads: a change to one marks the record for update. A named colour
    /// it makes that no catalogue has is a warning of this graph.
    func evaluateBody(of view: any View, record: CompositeRecord, environment: EnvironmentValues) -> any View {
        DynamicPropertyBinder.bind(view, to: record, graph: self, environment: environment)
        bodyEvaluationCount += 1
        let body = AssetWarnings.$sink.withValue(assetWarnings) {
            withObservationTracking {
                Self.body(of: view)
            } onChange: { [weak self, weak record] in
                MainActor.assumeIsolated {
                    guard let self, let record else { return }
                    self.willChangeState(of: record)
                }
            }
        }
        for message in assetWarnings.take() { warn(message) }
        return body
    }

    private static func body<V: View>(of view: V) -> any View { view.body }
}
