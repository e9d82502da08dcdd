import type { ReactNode } from 'react';

interface CardProps {
  title: ReactNode;
  icon?: ReactNode;
  id?: string;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}

export function Card({ title, icon, id, className, headingLevel: Heading = 'h2', children }: CardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`card ${className ?? ''}`} id={id} aria-labelledby={headingId}>
      <Heading className="card__title" id={headingId}>
        {icon}
        {title}
      </Heading>
      {children}
    </section>
  );
}
