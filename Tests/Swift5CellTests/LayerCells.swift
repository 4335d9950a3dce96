import UIKit

/// A view backed by a gradient layer (`layerClass`), as apps make gradient headers.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A progress ring drawn by a shape layer, resized in `layoutSublayers(of:)`.
final class ProgressRing: UIView {
    let track = CAShapeLayer()
    let ring = CAShapeLayer()
    var progress: CGFloat = 0 { didSet { ring.strokeEnd = progress } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [track, ring] {
            shape.fillColor = nil
            shape.lineWidth = 6
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        ring.strokeColor = UIColor.systemGreen.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        let path = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: min(bounds.width, bounds.height) / 2 - 3,
            startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        for shape in [track, ring] {
            shape.frame = bounds
            shape.path = path.cgPath
        }
    }
}

/// A card with a gradient inserted below its content, a shadow path, continuous corners, a
/// progress ring and a gradient-backed badge.
final class GoalCardCell: UICollectionViewCell {
    let gradient = CAGradientLayer()
    let titleLabel = UILabel()
    let ring = ProgressRing()
    let badge = GradientView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 16
        contentView.layer.insertSublayer(gradient, at: 0)
        contentView.layer.cornerRadius = 16
        contentView.layer.cornerCurve = .continuous
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)

        titleLabel.text = "Daily goal"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.textColor = .white
        ring.progress = 0.6
        badge.gradientLayer.colors = [UIColor.systemOrange.cgColor, UIColor.systemRed.cgColor]
        badge.layer.cornerRadius = 6
        for view in [titleLabel, ring, badge] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            badge.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            badge.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 60),
            badge.heightAnchor.constraint(equalToConstant: 12),
            ring.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ring.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = contentView.bounds
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 16).cgPath
    }
}
