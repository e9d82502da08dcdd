# La página de seguridad (/safety): sus enlaces. Su título y sus secciones son palabras del pastor
# en el contenido (`safety` de programme.json).

safety-back = Volver a la portada
safety-all-days = Todos los días

# The "stop" section opens with this line, then the church's emergency number as a phone link.
safety-emergency-call = Llama ahora a los servicios de emergencia
# The pastoral contact, on the safety page and opening the print edition: who to reach ($name),
# then their phone and e-mail as links.
safety-pastoral-contact = Para oración y cuidado pastoral, comunícate con { $name }
