import Foundation
import Testing
import UIKit

/// UIKit's and Core Animation's defaults, as Apple's documentation of each property gives them:
/// code that leaves a property alone must see what it sees on a device.
struct UIKitDefaultsTests {
    @Test func aViewsDefaults() {
        let view = UIView()
        // tintColor: "the system's default tint" (systemBlue) when neither the view nor an ancestor sets one.
        #expect(view.tintColor == .systemBlue && view.tintAdjustmentMode == .automatic)
        // isMultipleTouchEnabled: "The default value of this property is false."
        #expect(!view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        // isUserInteractionEnabled: true for views; false for labels and image views.
        #expect(view.isUserInteractionEnabled && !UILabel().isUserInteractionEnabled && !UIImageView(image: nil).isUserInteractionEnabled)
        // alpha 1, not hidden, opaque, no background, no clipping, scaleToFill, autoresizesSubviews.
        #expect(view.alpha == 1 && !view.isHidden && view.isOpaque && view.backgroundColor == nil && !view.clipsToBounds)
        #expect(view.contentMode == .scaleToFill && view.autoresizesSubviews && view.autoresizingMask.isEmpty)
        #expect(view.translatesAutoresizingMaskIntoConstraints && view.clearsContextBeforeDrawing)
        // layoutMargins: 8 points on each side; preservesSuperviewLayoutMargins false,
        // insetsLayoutMarginsFromSafeArea true.
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!view.preservesSuperviewLayoutMargins && view.insetsLayoutMarginsFromSafeArea)
        #expect(view.semanticContentAttribute == .unspecified && view.transform == .identity)
        // Hugging 250, compression resistance 750 on both axes.
        #expect(
            view.contentHuggingPriority(for: .horizontal) == .defaultLow
                && view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func gestureRecognizersDefaults() {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        // maximumNumberOfTouches: "The default value is NSUIntegerMax"; minimumNumberOfTouches 1.
        #expect(pan.maximumNumberOfTouches == Int.max && pan.minimumNumberOfTouches == 1)
        // cancelsTouchesInView true, delaysTouchesBegan false, delaysTouchesEnded true, enabled.
        #expect(pan.cancelsTouchesInView && !pan.delaysTouchesBegan && pan.delaysTouchesEnded && pan.isEnabled)
        #expect(UIScrollView().panGestureRecognizer.maximumNumberOfTouches == Int.max)
    }

    @Test func aScrollViewsDefaults() {
        let scroll = UIScrollView()
        #expect(scroll.bounces && !scroll.alwaysBounceVertical && !scroll.isPagingEnabled && scroll.scrollsToTop)
        #expect(scroll.delaysContentTouches && scroll.decelerationRate == .normal && scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(scroll.showsVerticalScrollIndicator && scroll.keyboardDismissMode == .none)
    }

    @Test func controlsAndLabelsDefaults() {
        let label = UILabel()
        // numberOfLines 1, natural alignment, truncating tail, the 17-point system font.
        #expect(label.numberOfLines == 1 && label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
        #expect(label.font.pointSize == 17 && !label.adjustsFontSizeToFitWidth && label.intrinsicContentSize == .zero)
        let control = UIControl()
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        // hidesWhenStopped: "The default value of the property is true"; 20 points (37 large).
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.hidesWhenStopped && spinner.isHidden && spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func layersDefaults() {
        let layer = CALayer()
        // anchorPoint (0.5, 0.5), opacity 1, shadowOffset (0, −3), shadowRadius 3, shadowOpacity 0.
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.opacity == 1 && layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3 && layer.contentsScale == 1)
        #expect(!layer.masksToBounds && layer.cornerRadius == 0 && CATransform3DIsIdentity(layer.transform))
        // CAShapeLayer: "fillColor … Default is opaque black", strokeColor nil, lineWidth 1, strokeEnd 1,
        // lineCap butt, lineJoin miter, miterLimit 10.
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1) && shape.strokeColor == nil && shape.lineWidth == 1)
        #expect(
            shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.lineCap == .butt && shape.lineJoin == .miter && shape.miterLimit == 10)
        // CATextLayer: fontSize 36, foregroundColor opaque white.
        let text = CATextLayer()
        #expect(text.fontSize == 36 && text.foregroundColor == CGColor(gray: 1, alpha: 1))
        // CAAnimation: duration 0 (0.25 s when added), removed on completion, fill mode removed.
        let animation = CABasicAnimation(keyPath: "position")
        #expect(animation.duration == 0 && animation.isRemovedOnCompletion && animation.fillMode == .removed && animation.speed == 1)
        // CASpringAnimation: mass 1, stiffness 100, damping 10, initial velocity 0.
        let spring = CASpringAnimation()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(CATransaction.animationDuration() == 0.25)
    }
}
