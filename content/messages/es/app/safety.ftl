# La página de seguridad (/safety): sus enlaces. Su título y sus secciones son palabras del pastor
# en el contenido (`safety` de programme.json).

safety-back = Volver a la portada
safety-all-days = Todos los días
